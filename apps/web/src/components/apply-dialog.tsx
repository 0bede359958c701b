import { PointAskAddFormSchema } from '@essay/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogActions } from './ui/dialog-actions.tsx';
import { Modal } from './ui/modal.tsx';
import { PointAmountField, PointNoteField } from './point-fields.tsx';
import { useAccountAction } from '../lib/http/use-account-action.ts';
import { applyForPoints } from '../lib/points/apply-for-points.ts';
import { isWholeNumberText, pointAmountError } from '../lib/points/point-amount.ts';

export interface ApplyDialogProps {
  open: boolean;
  proKey: string;
  onClose: () => void;
  onApplied: () => void;
}

export function ApplyDialog({ open, proKey, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useAccountAction();

  const close = () => {
    setAmount('');
    setNote('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = isWholeNumberText(amount)
      ? PointAskAddFormSchema.safeParse({
          pro_key: proKey,
          ask_point: amount.trim(),
          ask_note: note,
        })
      : null;
    if (!parsed?.success) {
      setError(pointAmountError(amount, t));
      return;
    }
    await run(async () => {
      await applyForPoints(proKey, parsed.data.ask_point, parsed.data.ask_note);
      toast.success(t('point.applied'));
      close();
      onApplied();
    });
  };

  return (
    <Modal open={open} title={t('point.applyTitle')} onDismiss={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PointAmountField
          label={t('point.amount')}
          value={amount}
          error={error}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
        />
        <PointNoteField label={t('point.note')} value={note} onChange={setNote} />
        <div className="modal-footer">
          <DialogActions onCancel={close} busy={busy} confirmLabel={t('point.submit')} />
        </div>
      </form>
    </Modal>
  );
}
