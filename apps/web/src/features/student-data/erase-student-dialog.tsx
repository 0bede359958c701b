import { studentDisplayName, type SchoolStudent } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * Erasure is confirmed twice: a question, then the student's name typed by hand (the server
 * checks that name too). Nothing is sent before both.
 */
export function EraseStudentDialog({
  student,
  busy,
  onErase,
  onClose,
}: {
  student: SchoolStudent | null;
  busy: boolean;
  onErase: (student: SchoolStudent, confirmation: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'ask' | 'type'>('ask');
  const [typed, setTyped] = useState('');
  const name = student ? studentDisplayName(student) : '';
  const close = () => {
    setStep('ask');
    setTyped('');
    onClose();
  };
  return (
    <>
      <ConfirmModal
        open={student !== null && step === 'ask'}
        title={t('studentData.eraseTitle', { name })}
        message={t('studentData.eraseWarning')}
        confirmLabel={t('studentData.continue')}
        onConfirm={() => setStep('type')}
        onCancel={close}
      />
      <Modal
        open={student !== null && step === 'type'}
        title={t('studentData.eraseTitle', { name })}
        onDismiss={close}
        footer={
          <DialogActions
            onCancel={close}
            busy={busy}
            tone="danger"
            confirmDisabled={typed.trim() !== name}
            onConfirm={() => student && onErase(student, typed)}
            confirmLabel={t('studentData.eraseForGood')}
          />
        }
      >
        <TextField
          label={t('studentData.typeName', { name })}
          value={typed}
          autoComplete="off"
          onChange={setTyped}
        />
      </Modal>
    </>
  );
}
