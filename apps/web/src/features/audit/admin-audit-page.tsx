import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '@essay/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { DateRangeFields, endsBeforeStart } from '../../components/date-range-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
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

/** The filters by number: the trail of one student, or of one homework. */
const ID_FILTERS = [
  { key: 'student_id', label: 'audit.studentId' },
  { key: 'homework_id', label: 'audit.homeworkId' },
] as const;

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
        <SelectField<Draft['action']>
          label={t('audit.action')}
          value={draft.action}
          options={[
            { value: '', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`audit.actions.${action.replace('.', '_')}`),
            })),
          ]}
          onChange={(action) => change('action', action)}
        />
        {ID_FILTERS.map(({ key, label }) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode="numeric"
            value={draft[key]}
            onChange={(value) => change(key, value)}
          />
        ))}
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
