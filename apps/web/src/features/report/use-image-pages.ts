import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { API_ERRORS_HANDLED, handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { isDirty, rebased, type ImageDraft } from './image-draft.ts';
import { fetchImagePages, reportKeys, saveImagePages } from './report-api.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';

/** The essay's image pages and the teacher's draft of them, shared by the page and the dialog. */
export function useImagePages(articleId: number, enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: reportKeys.images(articleId),
    queryFn: () => fetchImagePages(articleId),
    enabled,
    meta: API_ERRORS_HANDLED,
  });
  const pages = query.data;
  const [draft, setDraft] = useState<ImageDraft>({ order: [], contents: {} });
  // The pages the draft was made from: a fresh load (first one, after saving, after a word of the
  // review is saved) is taken into the draft — keeping what the teacher typed since the last load —
  // and until it has, the draft is not the teacher's unsaved work, so a key pressed in that moment
  // is not refused as "save first" (issue 43 §6).
  const [draftOf, setDraftOf] = useState<typeof pages>(undefined);
  // The pages the draft was last rebased on: what the teacher typed since is kept over a new load.
  const madeFrom = useRef<typeof pages>(undefined);
  useEffect(() => {
    if (!pages) return;
    const before = madeFrom.current;
    madeFrom.current = pages;
    setDraft((current) => rebased(current, before, pages));
    setDraftOf(pages);
  }, [pages]);
  const save = useMutation({
    mutationFn: () => saveImagePages(articleId, draft.order, draft.contents),
    onSuccess: async () => {
      toast.success(t('success.update'));
      await queryClient.invalidateQueries({ queryKey: reportKeys.images(articleId) });
      await queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
    },
    onError: handleApiFailure,
  });
  const dirty = pages !== undefined && draftOf === pages && isDirty(draft, pages);
  const byId = new Map((pages ?? []).map((page) => [page.id, page]));
  const ordered = draft.order.flatMap((id) => {
    const page = byId.get(id);
    return page ? [page] : [];
  });
  return { query, draft, setDraft, dirty, ordered, save };
}

export type ImagePagesState = ReturnType<typeof useImagePages>;
