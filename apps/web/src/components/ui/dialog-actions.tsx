import { useTranslation } from 'react-i18next';

export interface DialogActionsProps {
  onCancel: () => void;
  confirmLabel: string;
  /** Omitted: the confirm button submits the form it stands in. */
  onConfirm?: () => void;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
  cancelLabel?: string;
}

/** The cancel / confirm pair that closes a dialog; both wait while `busy`. */
export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  tone = 'primary',
  cancelLabel,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('modal.cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button ${tone}`}
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
      >
        {confirmLabel}
      </button>
    </>
  );
}
