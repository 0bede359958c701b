import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { UploadList } from './upload-list.tsx';
import { MAX_UPLOAD_FILES, UPLOAD_ACCEPT } from '../../lib/upload-rules.ts';
import { useUploadQueue } from './use-upload-queue.ts';
import { Button } from '../../components/ui/button.tsx';

export interface UploadDialogProps {
  open: boolean;
  homeworkId: number;
  onClose: () => void;
  /** Every file went up: the page opens the arrangement dialog (spec §4). */
  onAllUploaded: () => void;
}

/** Two steps (spec §4): choose files; then list and confirm the upload. */
export function UploadDialog({ open, homeworkId, onClose, onAllUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [step, setStep] = useState<'choose' | 'list'>('choose');
  const [dragging, setDragging] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const close = () => {
    queue.reset();
    setStep('choose');
    setConfirmClose(false);
    onClose();
  };
  const queue = useUploadQueue(homeworkId, () => {
    queue.reset();
    setStep('choose');
    onAllUploaded();
  });

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    // Stay on step 1 when nothing could be added (every file refused).
    if (queue.add([...files]) > 0) setStep('list');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  // Closing with unfinished uploads asks first (spec §4).
  const requestClose = () => (queue.unfinished ? setConfirmClose(true) : close());

  const footer =
    step === 'choose' ? (
      <>
        <Button tone="secondary" onClick={requestClose}>
          {t('modal.cancel')}
        </Button>
        <Button tone="primary" disabled={queue.items.length === 0} onClick={() => setStep('list')}>
          {t('homework.upload.next')}
        </Button>
      </>
    ) : (
      <>
        <Button tone="secondary" disabled={queue.running} onClick={() => setStep('choose')}>
          {t('homework.upload.addMore')}
        </Button>
        <Button tone="secondary" onClick={requestClose}>
          {t('modal.close')}
        </Button>
        <Button tone="primary" disabled={queue.running} onClick={queue.start}>
          {queue.running ? t('loading.upload') : t('homework.upload.confirm')}
        </Button>
      </>
    );

  return (
    <>
      <Modal
        open={open && !confirmClose}
        title={t('homework.upload.title')}
        description={t(step === 'choose' ? 'homework.upload.step1' : 'homework.upload.step2')}
        onDismiss={requestClose}
        footer={footer}
      >
        <div className="upload-dialog">
          <p
            className={
              queue.notice?.kind === 'success' ? 'upload-notice' : 'field-error upload-notice'
            }
            role="status"
          >
            {queue.notice?.text}
          </p>
          {step === 'choose' ? (
            <div
              className={dragging ? 'drop-zone dragging' : 'drop-zone'}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <Icon name="upload" size={32} />
              <p>{t('homework.upload.dropHere')}</p>
              <input
                id={inputId}
                className="visually-hidden"
                type="file"
                multiple
                accept={UPLOAD_ACCEPT}
                onChange={(event) => {
                  choose(event.target.files);
                  event.target.value = '';
                }}
              />
              <label htmlFor={inputId} className="button primary">
                {t('homework.upload.choose')}
              </label>
              <p className="muted">
                {t('homework.upload.rules', { max: MAX_UPLOAD_FILES, count: queue.items.length })}
              </p>
            </div>
          ) : (
            <UploadList
              items={queue.items}
              running={queue.running}
              onRemove={queue.remove}
              onMove={queue.move}
            />
          )}
        </div>
      </Modal>
      <ConfirmModal
        open={open && confirmClose}
        title={t('homework.upload.closeTitle')}
        message={t('homework.upload.closeConfirm')}
        onCancel={() => setConfirmClose(false)}
        onConfirm={close}
      />
    </>
  );
}
