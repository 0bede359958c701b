import type { Homework } from '@essay/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format-date.ts';
import { HOMEWORK_GRADE_KEYS } from '../lib/grading/status-labels.ts';
import type { PagedList } from '../lib/use-paged-query.ts';
import type { Column } from './ui/data-table.tsx';
import { PagedTable } from './ui/paged-table.tsx';

export interface HomeworkListTableProps {
  list: PagedList<Homework>;
  className: string;
  caption: string;
  empty: string;
  /** The name cell: the homework list adds an edit link to it. */
  name: (homework: Homework) => ReactNode;
  /** How the page says how many essays are in. */
  handedIn: Column<Homework>;
  /** The link to the homework's correction page (/aicheck/:id): its text and accessible name. */
  open: { text: string; label: (homework: Homework) => string };
}

/**
 * The teacher's homework a page at a time, as both /assignment and /aicheck-list show it (spec §2):
 * create time, name, hand-ins, correction status and the link to the correction page.
 */
export function HomeworkListTable({
  list,
  name,
  handedIn,
  open,
  ...table
}: HomeworkListTableProps) {
  const { t } = useTranslation();
  const columns: Column<Homework>[] = [
    {
      key: 'created',
      header: t('homework.list.createdAt'),
      cell: (homework) => formatDateTime(homework.created_at),
    },
    { key: 'name', header: t('homework.list.name'), cell: name },
    handedIn,
    {
      key: 'grade',
      header: t('homework.list.gradeStatus'),
      className: (homework) => `grade-status-${homework.grade_status}`,
      cell: (homework) => t(HOMEWORK_GRADE_KEYS[homework.grade_status]),
    },
    {
      key: 'action',
      header: t('homework.list.action'),
      cell: (homework) => (
        <Link to={`/aicheck/${homework.id}`} aria-label={open.label(homework)}>
          {open.text}
        </Link>
      ),
    },
  ];
  return <PagedTable {...table} columns={columns} list={list} />;
}
