import { PointAskAddFormSchema } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import { FormDialog, useDialogForm } from './ui/form-dialog.tsx';
import { PointAmountField, PointNoteField } from './point-fields.tsx';
import { useAccountAction } from '../lib/http/use-account-action.ts';
import { applyForPoints } from '../lib/points/apply-for-points.ts';
import { useProKey } from '../lib/use-product-info.ts';
import { isWholeNumberText, pointAmountError } from '../lib/points/point-amount.ts';

export interface ApplyDialogProps {
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}

/** Asks for points of the product the app is for (the balance that pays for corrections). */
export function ApplyDialog({ open, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const proKey = useProKey();
  const form = useDialogForm({ amount: '', note: '' }, onClose);
  const { amount, note } = form.values;
  const { run } = useAccountAction();

  const submit = async () => {
    const parsed = isWholeNumberText(amount)
      ? PointAskAddFormSchema.safeParse({
          pro_key: proKey,
          ask_point: amount.trim(),
          ask_note: note,
        })
      : null;
    if (!parsed?.success) {
      form.setError(pointAmountError(amount, t));
      return;
    }
    await run(async () => {
      await applyForPoints(proKey, parsed.data.ask_point, parsed.data.ask_note);
      toast.success(t('point.applied'));
      form.close();
      onApplied();
    });
  };

  return (
    <FormDialog open={open} texts="applyDialog" onCancel={form.close} onSubmit={submit}>
      <PointAmountField label={t('point.amount')} {...form.field('amount')} />
      <PointNoteField
        label={t('point.note')}
        value={note}
        onChange={(value) => form.set('note', value)}
      />
    </FormDialog>
  );
}
