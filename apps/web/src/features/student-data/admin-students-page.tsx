import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportLocale, SchoolStudent } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Page } from '../../components/layout/page.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { EraseStudentDialog } from './erase-student-dialog.tsx';
import { RetentionForm } from './retention-form.tsx';
import {
  downloadStudentExport,
  eraseStudent,
  SCHOOL_STUDENTS_KEY,
  schoolStudentsQuery,
} from './student-data-api.ts';
import './student-data.css';

/** /admin-students (admin): export everything about one student as a ZIP, or erase the student (issue 18). */
export function AdminStudentsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const students = useQuery(schoolStudentsQuery);
  const [exporting, setExporting] = useState<number | null>(null);
  const [erasing, setErasing] = useState<SchoolStudent | null>(null);
  const erasure = useApiAction();
  const exports = useApiAction();
  const locale: ReportLocale = i18n.language === 'zh-tw' ? 'zh-tw' : 'en-us';

  const exportOne = async (student: SchoolStudent) => {
    setExporting(student.id);
    await exports.run(() => downloadStudentExport(student.id, locale));
    setExporting(null);
  };
  const erase = async (student: SchoolStudent, confirmation: string) => {
    await erasure.run(async () => {
      const result = await eraseStudent(student.id, confirmation);
      toast.success(t('studentData.erased', { essays: result.essays, files: result.files }));
      setErasing(null);
      await queryClient.invalidateQueries({ queryKey: SCHOOL_STUDENTS_KEY });
    });
  };

  const columns: Column<SchoolStudent>[] = [
    { key: 'id', header: t('studentData.id'), cell: (s) => `#${s.id}` },
    { key: 'name', header: t('studentData.name'), cell: (s) => s.nickname || s.username },
    { key: 'username', header: t('studentData.username'), cell: (s) => s.username },
    // Issue 41: removed and rejected members (and those waiting) are listed too, each by state.
    {
      key: 'state',
      header: t('studentData.state'),
      cell: (s) => t(`studentData.states.${s.member_status}`),
    },
    {
      key: 'actions',
      header: t('studentData.actions'),
      cell: (s) => (
        <div className="student-data-actions">
          <button
            type="button"
            className="button secondary"
            disabled={exporting !== null}
            aria-label={t('studentData.exportOf', { name: s.nickname || s.username })}
            onClick={() => void exportOne(s)}
          >
            {t('studentData.export')}
          </button>
          <button
            type="button"
            className="button danger"
            aria-label={t('studentData.eraseOf', { name: s.nickname || s.username })}
            onClick={() => setErasing(s)}
          >
            {t('studentData.erase')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Page
      className="student-data-page"
      title={t('pages.adminStudents')}
      trail={[{ name: t('pages.adminReport'), path: '/admin-report' }]}
    >
      <p>{t('studentData.intro')}</p>
      {students.data ? (
        <DataTable
          caption={t('pages.adminStudents')}
          columns={columns}
          rows={students.data}
          empty={t('studentData.empty')}
        />
      ) : (
        <Loading variant="page" />
      )}
      <RetentionForm />
      {/* A fresh dialog for each student: the next one starts at the list, not at the typed name. */}
      <EraseStudentDialog
        key={erasing?.id ?? 'none'}
        student={erasing}
        busy={erasure.busy}
        onErase={(s, c) => void erase(s, c)}
        onClose={() => setErasing(null)}
      />
    </Page>
  );
}
