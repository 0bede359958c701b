import type { ReportView } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The essay's earlier reports (issue 11 §6): a re-correction keeps the previous level and report,
 * and the teacher can open them. Shown only once there is more than one.
 */
export function ReportHistory({
  view,
  viewing,
  onView,
}: {
  view: ReportView;
  viewing: number | null;
  onView: (grading: number | null) => void;
}) {
  const { t } = useTranslation();
  if (view.history.length < 2) return null;
  const newest = view.history[0]!.gradingNumber;
  return (
    <section className="report-history no-print" aria-labelledby="report-history-title">
      <h2 id="report-history-title">{t('report.history.title')}</h2>
      {viewing !== null && (
        <p className="muted">
          {t('report.history.older')}{' '}
          <button type="button" className="button secondary" onClick={() => onView(null)}>
            {t('report.history.back')}
          </button>
        </p>
      )}
      <ul>
        {view.history.map((h) => (
          <li key={h.gradingNumber}>
            {h.label}{' '}
            {h.current ? (
              <strong>{t('report.history.current')}</strong>
            ) : (
              <button
                type="button"
                className="button secondary"
                onClick={() => onView(h.gradingNumber === newest ? null : h.gradingNumber)}
              >
                {t('report.history.view', { number: h.gradingNumber })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
