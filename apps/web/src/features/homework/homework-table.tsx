import type { Homework } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { HOMEWORK_GRADE_KEYS } from '../../lib/grading/status-labels.ts';

/** Columns of spec §2 /assignment: create time, name, status, correction status, action. */
export function HomeworkTable({ homeworks }: { homeworks: readonly Homework[] }) {
  const { t } = useTranslation();
  const columns: Column<Homework>[] = [
    {
      key: 'created',
      header: t('homework.list.createdAt'),
      cell: (homework) => formatDateTime(homework.created_at),
    },
    {
      key: 'name',
      header: t('homework.list.name'),
      cell: (homework) => (
        <>
          <span className="homework-name">{homework.name}</span>
          <Link
            className="icon-button"
            to={`/assignment/edit/${homework.id}`}
            aria-label={t('homework.list.edit', { name: homework.name })}
            title={t('homework.list.edit', { name: homework.name })}
          >
            <Icon name="edit" size={18} />
          </Link>
        </>
      ),
    },
    {
      key: 'status',
      header: t('homework.list.status'),
      cell: (homework) => (
        <>
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
        </>
      ),
    },
    {
      key: 'grade',
      header: t('homework.list.gradeStatus'),
      className: (homework) => `grade-status grade-status-${homework.grade_status}`,
      cell: (homework) => t(HOMEWORK_GRADE_KEYS[homework.grade_status]),
    },
    {
      key: 'action',
      header: t('homework.list.action'),
      cell: (homework) => (
        <Link
          to={`/aicheck/${homework.id}`}
          aria-label={t('homework.list.readLabel', { name: homework.name })}
        >
          {t('homework.list.read')}
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      className="homework-table"
      caption={t('homework.list.caption')}
      columns={columns}
      rows={homeworks}
      rowKey={(homework) => homework.id}
      empty={t('homework.list.empty')}
    />
  );
}
