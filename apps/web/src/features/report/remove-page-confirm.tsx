import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { withoutPage } from './image-draft.ts';
import type { ImagePagesState } from './use-image-pages.ts';

/** Asks before an image page leaves the draft (the page and the edit dialog alike). */
export function RemovePageConfirm({
  page,
  state,
  onClose,
}: {
  /** The page to remove; null while none is asked about. */
  page: number | null;
  state: ImagePagesState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      open={page !== null}
      title={t('report.deleteTitle')}
      message={t('report.deleteMessage')}
      onCancel={onClose}
      onConfirm={() => {
        if (page !== null) state.setDraft(withoutPage(state.draft, page));
        onClose();
      }}
    />
  );
}
