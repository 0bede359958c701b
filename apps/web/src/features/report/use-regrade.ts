import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { CORRECTION_QUERY_ROOT, gradeArticle } from '../../lib/grading/grading-api.ts';
import { handleCorrectionFailure } from '../../lib/grading/handle-correction-failure.ts';
import { PRODUCT_INFO_KEY } from '../../lib/use-product-info.ts';
import { reportKeys, saveImagePages } from './report-api.ts';
import type { ImagePagesState } from './use-image-pages.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { homeworkKeys } from '../../lib/queries/homework-queries.ts';

/**
 * Re-correct from the edit dialog. Unsaved page edits are saved first (the correction reads the
 * saved text). Then the grading confirmation of spec §4: product info and the article are
 * reloaded and the teacher goes to /aicheck/{homework_id}, where the page follows the correction.
 */
export function useRegrade(homeworkId: number, articleId: number, images: ImagePagesState) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (images.dirty) await saveImagePages(articleId, images.draft.order, images.draft.contents);
      return gradeArticle(articleId);
    },
    onSuccess: async () => {
      toast.success(t('report.regradeStarted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCT_INFO_KEY }),
        queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.document(articleId) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.images(articleId) }),
        queryClient.invalidateQueries({ queryKey: [CORRECTION_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: homeworkKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['point'] }),
      ]);
      await navigate(`/aicheck/${homeworkId}`);
    },
    onError: handleCorrectionFailure,
  });
}
