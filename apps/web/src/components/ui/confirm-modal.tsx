import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
}

/** The generic confirm / cancel modal of the spec's global elements. */
export function ConfirmModal({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  confirmLabel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onDismiss={onCancel}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
            {t('modal.cancel')}
          </button>
          <button type="button" className="button primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('modal.confirm')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
