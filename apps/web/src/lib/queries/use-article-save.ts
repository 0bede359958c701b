import type { Article } from '@essay/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast.ts';
import { articleKeys } from './article-queries.ts';
import { reportKeys } from './report-keys.ts';

export interface ArticleSaveOptions {
  /** Run once the answer is in, before the caches follow it (the title editor closes). */
  onSaved?: () => void;
  /** Other lists that show what was changed, reloaded with the report. */
  alsoReload?: readonly QueryKey[];
  onError: (error: unknown) => void;
}

/**
 * Saves a text of one essay whose answer is the updated article (its title, the teacher's
 * suggestion): 'Update Succeeded', the article's cache takes the answer, and the report, which
 * shows the text, is reloaded in every locale.
 */
export function useArticleSave(
  articleId: number,
  send: (articleId: number, text: string) => Promise<Article>,
  { onSaved, alsoReload = [], onError }: ArticleSaveOptions,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => send(articleId, text),
    onSuccess: async (updated) => {
      toast.success(t('success.update'));
      onSaved?.();
      queryClient.setQueryData(articleKeys.detail(articleId), updated);
      await Promise.all(
        [reportKeys.document(articleId), ...alsoReload].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError,
  });
}
