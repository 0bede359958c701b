import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withContent } from './image-draft.ts';
import { LayoutNote } from './layout-note.tsx';
import { RemovePageConfirm } from './remove-page-confirm.tsx';
import type { ImagePagesState } from './use-image-pages.ts';

/**
 * The essay's image pages under the report (spec §2): each page (max 70vh tall) with its
 * editable text and a delete button. Deletion asks first and stays local until saved.
 */
export function ImagePagesSection({ state }: { state: ImagePagesState }) {
  const { t } = useTranslation();
  const { ordered, draft, setDraft, dirty, save } = state;
  const [deleting, setDeleting] = useState<number | null>(null);
  if (ordered.length === 0) return null;
  return (
    <section className="image-pages no-print" aria-labelledby="image-pages-title">
      <h2 id="image-pages-title">{t('report.imagePages')}</h2>
      <ol className="image-page-list">
        {ordered.map((page, index) => {
          const number = index + 1;
          const textId = `image-page-text-${page.id}`;
          return (
            <li key={page.id} className="image-page">
              <img
                src={page.url}
                alt={t('report.pageAlt', { number, file: page.file_name })}
                className={`image-page-img${page.layout?.turned === 180 ? ' turned-180' : ''}`}
              />
              <div className="image-page-side">
                <label htmlFor={textId}>{t('report.pageText', { number })}</label>
                {page.blank && <p className="ocr-engine">{t('report.readBy.blank')}</p>}
                <LayoutNote page={page} />
                {page.ocr_note !== null ? (
                  <p className="muted ocr-engine" title={page.ocr_note}>
                    {t('report.readBy.fallback')}
                  </p>
                ) : (
                  page.ocr_engine !== 'tesseract' && (
                    <p className="muted ocr-engine">
                      {t(
                        page.ocr_engine === 'llm-vision'
                          ? 'report.readBy.llmVision'
                          : 'report.readBy.ppocr',
                      )}
                    </p>
                  )
                )}
                <textarea
                  id={textId}
                  rows={10}
                  value={draft.contents[page.id] ?? ''}
                  onChange={(event) => setDraft(withContent(draft, page.id, event.target.value))}
                />
                <button
                  type="button"
                  className="button secondary danger"
                  disabled={ordered.length <= 1}
                  onClick={() => setDeleting(page.id)}
                >
                  {t('report.deletePage', { number })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="report-toolbar">
        <button
          type="button"
          className="button primary"
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('report.saveImages')}
        </button>
        {dirty && <span className="muted">{t('report.unsaved')}</span>}
      </div>
      <RemovePageConfirm page={deleting} state={state} onClose={() => setDeleting(null)} />
    </section>
  );
}
