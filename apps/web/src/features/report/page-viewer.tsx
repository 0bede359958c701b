import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const STEP = 1.25;
const MIN = 0.5;
const MAX = 4;

/**
 * The page image, large: zoom in, zoom out, fit to the frame, and pan by dragging or by the
 * keyboard (the frame scrolls, and takes the focus for the arrow keys). A photo that lay upside
 * down is shown the right way up; one on its side is shown as it lay.
 */
export function PageViewer({
  url,
  alt,
  turned = 0,
}: {
  url: string;
  alt: string;
  /** Degrees clockwise the photo lay from upright (issue 43 §1): upside down is shown upright. */
  turned?: number;
}) {
  const { t } = useTranslation();
  // null: fit the frame's width
  const [zoom, setZoom] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const scale = zoom ?? 1;
  const zoomTo = (next: number) => setZoom(Math.min(MAX, Math.max(MIN, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    if (!el || zoom === null) return;
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    const from = drag.current;
    if (!el || !from) return;
    el.scrollLeft = from.left - (event.clientX - from.x);
    el.scrollTop = from.top - (event.clientY - from.y);
  };

  return (
    <div className="page-viewer">
      <div className="page-viewer-tools" role="toolbar" aria-label={t('report.review.zoomTools')}>
        <button type="button" className="button secondary" onClick={() => zoomTo(scale * STEP)}>
          {t('report.review.zoomIn')}
        </button>
        <button type="button" className="button secondary" onClick={() => zoomTo(scale / STEP)}>
          {t('report.review.zoomOut')}
        </button>
        <button type="button" className="button secondary" onClick={() => setZoom(null)}>
          {t('report.review.fit')}
        </button>
        <span className="muted" aria-live="polite">
          {t('report.review.zoomLevel', { percent: Math.round(scale * 100) })}
        </span>
      </div>
      <div
        ref={frame}
        className={`page-viewer-frame${zoom === null ? '' : ' zoomed'}`}
        tabIndex={0}
        role="region"
        aria-label={t('report.review.frame')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          src={url}
          alt={alt}
          draggable={false}
          className={turned === 180 ? 'turned-180' : undefined}
          style={zoom === null ? undefined : { width: `${scale * 100}%`, maxWidth: 'none' }}
        />
      </div>
    </div>
  );
}
