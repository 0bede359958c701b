import type { HandInList, HandInRow, HandInState } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { downloadHandInCsv } from './homework-api.ts';

const STATES: readonly HandInState[] = ['missing', 'late', 'handed_in'];

function StudentItem({ row }: { row: HandInRow }) {
  const { t } = useTranslation();
  return (
    <li>
      {row.seat_no === null
        ? row.name
        : t('homework.handIn.seated', { seat: row.seat_no, name: row.name })}
      {row.handed_in_at && (
        <span className="muted">
          {' '}
          {t(`homework.handIn.via.${row.via ?? 'teacher'}`)} · {formatDateTime(row.handed_in_at)}
        </span>
      )}
    </li>
  );
}

/**
 * Who has handed in, who has not and who is late, per assigned class (issue 41), for both ways
 * of handing in; with the CSV export of the same list.
 */
export function HandInListSection({ list }: { list: HandInList }) {
  const { t } = useTranslation();
  const download = async () => {
    try {
      await downloadHandInCsv(list.homework_id, currentLocale());
    } catch (error) {
      handleApiFailure(error);
    }
  };
  return (
    <section className="hand-in-list" aria-labelledby="hand-in-list-title">
      <div className="hand-in-head">
        <h2 id="hand-in-list-title">{t('homework.handIn.title')}</h2>
        <Button tone="secondary" small onClick={() => void download()}>
          {t('homework.handIn.export')}
        </Button>
      </div>
      {list.classes.map((c) => (
        <section
          key={c.class_id}
          className="hand-in-class"
          aria-labelledby={`hand-in-class-${c.class_id}`}
        >
          <h3 id={`hand-in-class-${c.class_id}`}>
            {t('homework.handIn.classSummary', {
              cls: c.cls_name,
              handedIn: c.students.filter((s) => s.state !== 'missing').length,
              total: c.students.length,
            })}
          </h3>
          {c.students.length === 0 && <p className="muted">{t('homework.handIn.noStudents')}</p>}
          {STATES.map((state) => {
            const rows = c.students.filter((s) => s.state === state);
            if (rows.length === 0) return null;
            const headingId = `hand-in-${c.class_id}-${state}`;
            return (
              <div key={state} className={`hand-in-group hand-in-${state}`}>
                <h4 id={headingId}>
                  {t(`homework.handIn.state.${state}`, { count: rows.length })}
                </h4>
                <ul aria-labelledby={headingId}>
                  {rows.map((row) => (
                    <StudentItem key={row.user_id} row={row} />
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
      {list.unlinked.length > 0 && (
        <div className="hand-in-group hand-in-unlinked">
          <h4 id="hand-in-unlinked">
            {t('homework.handIn.unlinked', { count: list.unlinked.length })}
          </h4>
          <ul aria-labelledby="hand-in-unlinked">
            {list.unlinked.map((essay) => (
              <li key={essay.article_id}>
                {essay.student_name || t('homework.status.unnamed')}{' '}
                <span className="muted">{t('homework.roster.notLinked')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
