import type { AuditEvent } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { auditDetailText } from './audit-detail.ts';

/** A person by today's name, else by id (an erased student stays a number). */
function person(name: string, id: number | null, server: string): string {
  if (id === null) return server;
  return name ? `${name} (#${id})` : `#${id}`;
}

/** The trail's rows, newest first: when, who, from where, what, and on which homework, essay and student. */
export function AuditTable({
  events,
  caption,
}: {
  events: readonly AuditEvent[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const say = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const columns: Column<AuditEvent>[] = [
    {
      key: 'at',
      header: t('audit.at'),
      cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    },
    {
      key: 'actor',
      header: t('audit.actor'),
      cell: (e) => person(e.actor_name, e.actor_id, t('audit.server')),
    },
    { key: 'address', header: t('audit.address'), cell: (e) => e.address },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (e) => t(`audit.actions.${e.action.replace('.', '_')}`),
    },
    {
      key: 'homework',
      header: t('audit.homework'),
      cell: (e) => (e.homework_id === null ? '' : `#${e.homework_id}`),
    },
    {
      key: 'article',
      header: t('audit.article'),
      cell: (e) => (e.article_id === null ? '' : `#${e.article_id}`),
    },
    {
      key: 'student',
      header: t('audit.student'),
      cell: (e) => (e.student_id === null ? '' : person(e.student_name, e.student_id, '')),
    },
    {
      key: 'detail',
      header: t('audit.detail'),
      cell: (e) => auditDetailText(e, say, (key) => i18n.exists(key)),
    },
  ];
  return (
    <DataTable
      caption={caption}
      className="audit-table"
      columns={columns}
      rows={events}
      rowKey={(e) => `${e.source}-${e.id}`}
      rowProps={(e) => ({ 'data-action': e.action })}
      empty={t('audit.empty')}
    />
  );
}
