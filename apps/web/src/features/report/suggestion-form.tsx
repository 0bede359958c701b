import type { Article } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { reportKeys, saveSuggestion } from './report-api.ts';
import { isBlankSuggestion } from './report-rules.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';

/** The teacher suggestion of spec §2; a non-2xx answer is 'Update Failed' (spec §8). */
export function SuggestionForm({ article }: { article: Article }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(article.teacher_suggestion);
  const save = useMutation({
    mutationFn: (suggestion: string) => saveSuggestion(article.id, suggestion),
    onSuccess: async (updated) => {
      toast.success(t('success.update'));
      queryClient.setQueryData(articleKeys.detail(article.id), updated);
      // The report shows the teacher comment: reload it in every locale.
      await queryClient.invalidateQueries({ queryKey: reportKeys.document(article.id) });
    },
    onError: (error) => {
      if (error instanceof ApiHttpError && error.status === 401) handleApiFailure(error);
      else toast.error(t('errors.updateFailed'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankSuggestion(text)) return;
    save.mutate(text);
  };
  return (
    <form className="suggestion-form no-print" onSubmit={onSubmit}>
      <TextAreaField
        label={t('report.suggestion.label')}
        rows={4}
        maxLength={5000}
        value={text}
        onChange={setText}
      />
      <SubmitButton label={t('report.suggestion.save')} disabled={save.isPending} />
    </form>
  );
}
