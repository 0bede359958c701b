import { MAX_ASK_POINTS, PointAskAddFormSchema } from '@essay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Modal } from './ui/modal.tsx';
import { TextField } from './ui/text-field.tsx';
import { accountFailureMessage } from '../lib/http/error-messages.ts';
import { applyForPoints } from '../lib/points/apply-for-points.ts';

export interface ApplyDialogProps {
  open: boolean;
  proKey: string;
  onClose: () => void;
  onApplied: () => void;
}

export function ApplyDialog({ open, proKey, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setAmount('');
    setNote('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Digits only: "1e3" or "2.5" would pass a loose number check.
    const parsed = /^\d+$/.test(amount.trim())
      ? PointAskAddFormSchema.safeParse({
          pro_key: proKey,
          ask_point: amount.trim(),
          ask_note: note,
        })
      : null;
    if (!parsed?.success) {
      // Above the upper bound, say the bound rather than "a whole number greater than 0".
      const tooLarge = /^\d+$/.test(amount.trim()) && Number(amount.trim()) > MAX_ASK_POINTS;
      setError(
        tooLarge
          ? t('point.amountTooLarge', { max: MAX_ASK_POINTS.toLocaleString('en-US') })
          : t('point.amountInvalid'),
      );
      return;
    }
    setBusy(true);
    try {
      await applyForPoints(proKey, parsed.data.ask_point, parsed.data.ask_note);
      toast.success(t('point.applied'));
      close();
      onApplied();
    } catch (failure) {
      console.error(failure);
      toast.error(accountFailureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('point.applyTitle')} onDismiss={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('point.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          error={error}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
        <div className="field">
          <label htmlFor={noteId}>{t('point.note')}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="modal-footer">
          <button type="button" className="button secondary" onClick={close} disabled={busy}>
            {t('modal.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t('point.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
