import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../../lib/upload-rules.ts';

export interface UploadListProps {
  items: readonly UploadItem[];
  running: boolean;
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Step 2 of the upload dialog: each file with its state, progress and what may be done to it. */
export function UploadList({ items, running, onRemove, onMove }: UploadListProps) {
  const { t } = useTranslation();
  return (
    <ol className="upload-list" aria-label={t('homework.upload.listLabel')}>
      {items.map((item, index) => {
        const waiting = item.status === 'waiting' && !running;
        const movable = waiting && item.kind === 'image';
        const name = item.file.name;
        return (
          <li key={item.key} className={`upload-item upload-${item.status}`}>
            <div className="upload-item-head">
              <span className="upload-name">{name}</span>
              <span className="muted">
                {t(`homework.upload.kind.${item.kind}`)} · {formatSize(item.file.size)}
              </span>
              <span className="upload-status">{t(`homework.upload.status.${item.status}`)}</span>
            </div>
            <progress
              max={1}
              value={item.status === 'success' ? 1 : item.progress}
              aria-label={t('homework.upload.progressOf', { name })}
            />
            {item.error && <p className="field-error">{item.error}</p>}
            {waiting && (
              <div className="upload-item-actions">
                {movable && (
                  <>
                    <button
                      type="button"
                      className="button small secondary"
                      disabled={index === 0}
                      aria-label={t('homework.upload.moveUp', { name })}
                      onClick={() => onMove(item.key, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button small secondary"
                      disabled={index === items.length - 1}
                      aria-label={t('homework.upload.moveDown', { name })}
                      onClick={() => onMove(item.key, 1)}
                    >
                      ↓
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="button small secondary"
                  aria-label={t('homework.upload.remove', { name })}
                  onClick={() => onRemove(item.key)}
                >
                  {t('homework.upload.removeShort')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
