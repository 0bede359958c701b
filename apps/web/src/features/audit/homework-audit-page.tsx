import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { fetchHomeworkTrail } from './audit-api.ts';
import { AuditTable } from './audit-table.tsx';
import './audit.css';

/** /assignment-audit/:homeworkId (teacher): who read or changed what in one of the teacher's own homework. */
export function HomeworkAuditPage() {
  const { t } = useTranslation();
  const homeworkId = Number(useParams().homeworkId);
  const valid = Number.isInteger(homeworkId) && homeworkId > 0;
  const trail = useQuery({
    queryKey: ['homework-audit', homeworkId],
    queryFn: () => fetchHomeworkTrail(homeworkId),
    enabled: valid,
  });
  let body;
  if (trail.data)
    body = <AuditTable events={trail.data.events} caption={t('pages.homeworkAudit')} />;
  else if (trail.isError || !valid)
    body = <p className="muted">{t('homework.serverMessages.notFound')}</p>;
  else body = <Loading variant="page" />;
  return (
    <Page
      className="audit-page"
      title={t('pages.homeworkAudit')}
      trail={[{ name: t('pages.assignment'), path: '/assignment' }]}
    >
      {body}
    </Page>
  );
}
