import type { Homework } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { GRADE_STATUS_KEYS } from './grade-status.ts';

/** Columns of spec §2 /assignment: create time, name, status, correction status, action. */
export function HomeworkTable({ homeworks }: { homeworks: readonly Homework[] }) {
  const { t } = useTranslation();
  return (
    <table className="table homework-table">
      <caption className="visually-hidden">{t('homework.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('homework.list.createdAt')}</th>
          <th scope="col">{t('homework.list.name')}</th>
          <th scope="col">{t('homework.list.status')}</th>
          <th scope="col">{t('homework.list.gradeStatus')}</th>
          <th scope="col">{t('homework.list.action')}</th>
        </tr>
      </thead>
      <tbody>
        {homeworks.length === 0 ? (
          <tr>
            <td colSpan={5} className="muted">
              {t('homework.list.empty')}
            </td>
          </tr>
        ) : (
          homeworks.map((homework) => (
            <tr key={homework.id}>
              <td>{formatDateTime(homework.created_at)}</td>
              <td>
                <span className="homework-name">{homework.name}</span>
                <Link
                  className="icon-button"
                  to={`/assignment/edit/${homework.id}`}
                  aria-label={t('homework.list.edit', { name: homework.name })}
                  title={t('homework.list.edit', { name: homework.name })}
                >
                  <Icon name="edit" size={18} />
                </Link>
              </td>
              <td>
                <span className="submission-count">
                  {t('homework.list.handedIn', {
                    submitted: homework.submission_status.submitted,
                    required: homework.submission_status.required,
                  })}
                </span>
                <Link
                  className="button small secondary"
                  to={`/assignment-status/${homework.id}`}
                  aria-label={t('homework.list.openStatus', { name: homework.name })}
                >
                  {t('homework.list.statusButton')}
                </Link>
              </td>
              <td className={`grade-status grade-status-${homework.grade_status}`}>
                {t(GRADE_STATUS_KEYS[homework.grade_status])}
              </td>
              <td>
                <Link
                  to={`/aicheck/${homework.id}`}
                  aria-label={t('homework.list.readLabel', { name: homework.name })}
                >
                  {t('homework.list.read')}
                </Link>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
