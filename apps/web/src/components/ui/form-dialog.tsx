import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './button.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';
import { useFields } from './use-fields.ts';

export interface FormDialogProps {
  open: boolean;
  /** Its texts' group in the locale files: `title`, and `confirm` for the submit button. */
  texts: string;
  description?: string;
  /** Cancel, Escape: omitted for a dialog that must be answered (the nickname). */
  onCancel?: () => void;
  /** The dialog is busy (its buttons wait) until this has finished. */
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** A dialog that is one form: its fields, then cancel and submit (submit alone when it must be answered). */
export function FormDialog({
  open,
  texts,
  description,
  onCancel,
  onSubmit,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  const submitLabel = t(`${texts}.confirm`);
  return (
    <Modal
      open={open}
      title={t(`${texts}.title`)}
      {...(description ? { description } : {})}
      {...(onCancel ? { onDismiss: onCancel } : {})}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        {children}
        <div className="modal-footer">
          {onCancel ? (
            <DialogActions onCancel={onCancel} busy={busy} confirmLabel={submitLabel} />
          ) : (
            <SubmitButton label={submitLabel} disabled={busy} />
          )}
        </div>
      </form>
    </Modal>
  );
}

/**
 * A dialog form's values and error. `close` forgets both and closes the dialog (`onClose`; a dialog
 * that must be answered has none). `field(key)` binds a field that shows the error and forgets it as
 * soon as it is changed (the point amount, the nickname, the role).
 */
export function useDialogForm<Values extends object>(initial: Values, onClose?: () => void) {
  const { values, set, reset } = useFields(initial);
  const [error, setError] = useState<string | undefined>();
  return {
    values,
    set,
    error,
    setError,
    field: <K extends keyof Values>(key: K) => ({
      value: values[key],
      error,
      onChange: (value: Values[K]) => {
        set(key, value);
        setError(undefined);
      },
    }),
    close: () => {
      reset();
      setError(undefined);
      onClose?.();
    },
  };
}
