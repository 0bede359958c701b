import { studentDisplayName, type SchoolStudent } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ErasurePreviewList } from './erasure-preview.tsx';
import { erasurePreviewQuery } from './student-data-api.ts';

/**
 * Erasure is confirmed twice: the list of exactly what will be deleted with the question (issue
 * 41; an erasure the server would refuse stops there), then the student's name typed by hand (the
 * server checks that name too). Nothing is sent before both.
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
  const preview = useQuery({
    ...erasurePreviewQuery(student?.id ?? 0),
    enabled: student !== null && step === 'ask',
  });
  const close = () => {
    setStep('ask');
    setTyped('');
    onClose();
  };
  return (
    <>
      <Modal
        open={student !== null && step === 'ask'}
        title={t('studentData.eraseTitle', { name })}
        onDismiss={close}
        footer={
          <DialogActions
            onCancel={close}
            tone="danger"
            confirmDisabled={!preview.data || preview.data.refusal !== null}
            onConfirm={() => setStep('type')}
            confirmLabel={t('studentData.continue')}
          />
        }
      >
        <p>{t('studentData.eraseWarning')}</p>
        {preview.data ? <ErasurePreviewList preview={preview.data} /> : <Loading />}
      </Modal>
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
