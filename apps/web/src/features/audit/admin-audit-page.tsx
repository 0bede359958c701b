import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '@essay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { DateRangeFields, endsBeforeStart } from '../../components/date-range-fields.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { downloadSchoolTrailCsv, fetchSchoolTrail } from './audit-api.ts';
import { AuditTable } from './audit-table.tsx';
import './audit.css';
import { Button, SubmitButton } from '../../components/ui/button.tsx';

interface Draft {
  from: string;
  to: string;
  action: '' | AuditAction;
  student_id: string;
  homework_id: string;
}
const EMPTY: Draft = { from: '', to: '', action: '', student_id: '', homework_id: '' };

function filterOf(draft: Draft): AuditFilter {
  const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
  return {
    from: draft.from || undefined,
    to: draft.to || undefined,
    action: draft.action || undefined,
    student_id: id(draft.student_id),
    homework_id: id(draft.homework_id),
  };
}

/** /admin-audit (admin): who read or changed what in the school, filtered, and as CSV (issue 18). */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const actionId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [error, setError] = useState<string | undefined>();
  const csv = useApiAction();
  const trail = useQuery({
    queryKey: ['admin-audit', filter],
    queryFn: () => fetchSchoolTrail(filter),
    placeholderData: keepPreviousData,
    meta: API_ERRORS_HANDLED,
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (endsBeforeStart(draft)) {
      setError(t('adminReport.badRange'));
      return;
    }
    setFilter(filterOf(draft));
  };
  const change = (key: keyof Draft, value: string) => {
    setDraft({ ...draft, [key]: value });
    setError(undefined);
  };
  return (
    <Page
      className="audit-page"
      title={t('pages.adminAudit')}
      trail={[{ name: t('pages.adminReport'), path: '/admin-report' }]}
    >
      <p>
        <Link to="/admin-students">{t('pages.adminStudents')}</Link>
      </p>
      <form className="audit-filters" onSubmit={apply} noValidate>
        <DateRangeFields from={draft.from} to={draft.to} error={error} onChange={change} />
        <div className="field">
          <label htmlFor={actionId}>{t('audit.action')}</label>
          <select
            id={actionId}
            value={draft.action}
            onChange={(event) => change('action', event.target.value)}
          >
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action.replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('audit.studentId')}
          inputMode="numeric"
          value={draft.student_id}
          onChange={(value) => change('student_id', value)}
        />
        <TextField
          label={t('audit.homeworkId')}
          inputMode="numeric"
          value={draft.homework_id}
          onChange={(value) => change('homework_id', value)}
        />
        <SubmitButton label={t('adminReport.apply')} />
      </form>
      <div className="audit-actions">
        <Button
          tone="secondary"
          disabled={csv.busy}
          onClick={() => void csv.run(() => downloadSchoolTrailCsv(filter))}
        >
          {t('adminReport.downloadCsv')}
        </Button>
      </div>
      {!trail.data ? (
        <Loading variant="page" />
      ) : (
        <>
          {trail.data.truncated && <p className="muted">{t('audit.truncated')}</p>}
          <AuditTable events={trail.data.events} caption={t('pages.adminAudit')} />
        </>
      )}
    </Page>
  );
}
