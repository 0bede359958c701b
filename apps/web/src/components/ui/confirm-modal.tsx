import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
  /** Shown below the message, e.g. a note field sent with the answer. */
  children?: ReactNode;
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
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onDismiss={onCancel}
      footer={
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          busy={busy}
          confirmLabel={confirmLabel ?? t('modal.confirm')}
        />
      }
    >
      <p>{message}</p>
      {children}
    </Modal>
  );
}
