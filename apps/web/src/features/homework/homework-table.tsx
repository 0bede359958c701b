import type { Homework } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeworkListTable } from '../../components/homework-list-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { PagedList } from '../../lib/use-paged-query.ts';

/** Columns of spec §2 /assignment: create time, name, status, correction status, action. */
export function HomeworkTable({ list }: { list: PagedList<Homework> }) {
  const { t } = useTranslation();
  return (
    <HomeworkListTable
      list={list}
      className="homework-table"
      caption={t('homework.list.caption')}
      empty={t('homework.list.empty')}
      name={(homework) => (
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
      )}
      handedIn={{
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
      }}
      open={{
        text: t('homework.list.read'),
        label: (homework) => t('homework.list.readLabel', { name: homework.name }),
      }}
    />
  );
}
