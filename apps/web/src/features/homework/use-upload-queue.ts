import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { uploadErrorMessage } from './homework-messages.ts';
import { uploadHomeworkFile } from './upload-file.ts';
import {
  addToUploadList,
  hasUnfinished,
  moveItem,
  removeWaiting,
  type UploadItem,
} from '../../lib/upload-rules.ts';

/**
 * The upload dialog's list: files are sent one request at a time in list order (so image pages
 * keep the order the teacher set), each with its own progress and outcome.
 */
export function useUploadQueue(homeworkId: number, onAllUploaded: () => void) {
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const abortCurrent = useRef<(() => void) | null>(null);
  const cancelled = useRef(false);
  // Toasts render under the modal <dialog> (top layer): the dialog repeats the latest message.
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const say = (kind: 'error' | 'success', text: string) => {
    setNotice({ kind, text });
    if (kind === 'error') toast.error(text);
    else toast.success(text);
  };

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: readonly File[]) => {
    const result = addToUploadList(items, files, (filename) =>
      t('errors.fileTooLarge', { filename }),
    );
    setItems(result.list);
    for (const rejection of result.rejected)
      say(
        'error',
        rejection.reason === 'invalidFormat'
          ? t('errors.invalidFormat', { filename: rejection.fileName })
          : t('homework.upload.tooMany', { max: 40 }),
      );
    return result.list.length - items.length;
  };

  const start = async () => {
    const queue = items.filter((item) => item.status === 'waiting');
    if (queue.length === 0) {
      say('error', t('errors.noFilesToUpload'));
      return;
    }
    setRunning(true);
    setNotice(null);
    cancelled.current = false;
    let failed = items.some((item) => item.status === 'error');
    for (const item of queue) {
      if (cancelled.current) break;
      patch(item.key, { status: 'uploading', progress: 0 });
      const handle = uploadHomeworkFile(homeworkId, item.file, (progress) =>
        patch(item.key, { progress }),
      );
      abortCurrent.current = handle.abort;
      try {
        await handle.promise;
        patch(item.key, { status: 'success', progress: 1 });
      } catch (error) {
        if (cancelled.current) break;
        failed = true;
        const message = uploadErrorMessage(error, item.file.name, (key, vars) =>
          t(key, vars ?? {}),
        );
        patch(item.key, { status: 'error', error: message });
        say('error', message);
      }
    }
    abortCurrent.current = null;
    setRunning(false);
    if (cancelled.current) return;
    if (failed) say('error', t('errors.someUploadsFailed'));
    else {
      say('success', t('success.upload'));
      onAllUploaded();
    }
  };

  /** Stops the running upload (closing the dialog after confirmation) and empties the list. */
  const reset = () => {
    cancelled.current = true;
    abortCurrent.current?.();
    setItems([]);
    setRunning(false);
    setNotice(null);
  };

  return {
    items,
    running,
    notice,
    unfinished: hasUnfinished(items),
    add,
    start: () => void start(),
    remove: (key: string) => setItems((list) => removeWaiting(list, key)),
    move: (key: string, step: -1 | 1) => setItems((list) => moveItem(list, key, step)),
    reset,
  };
}
