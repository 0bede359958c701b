import type { NewStudentAccount } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Link } from 'react-router';
import { AccountSheet } from './account-sheet.tsx';
import { AddStudentsForm } from './add-students-form.tsx';
import { JoinSheet } from './join-sheet.tsx';
import { CLASS_MANAGE_KEY, fetchClassStudents, fetchManagedClasses } from './class-manage-api.ts';
import { StudentRoster } from './student-roster.tsx';
import './class-manage.css';

/** /class-edit?id=N: one class's students, adding them (with a printable sheet), moving, removing. */
export function ClassEditPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const classId = Number(params.get('id'));
  const [sheet, setSheet] = useState<NewStudentAccount[]>([]);
  const classes = useQuery({ queryKey: [CLASS_MANAGE_KEY, 'list'], queryFn: fetchManagedClasses });
  const classRow = classes.data?.find((row) => row.id === classId);
  const students = useQuery({
    queryKey: [CLASS_MANAGE_KEY, 'students', classId],
    queryFn: () => fetchClassStudents(classId),
    enabled: classRow !== undefined,
  });

  if (classes.isPending) return <Loading variant="page" />;
  if (!classRow) {
    // No class chosen, or not one the caller manages: say so and lead back to the list.
    return (
      <Page
        className="class-edit-page"
        title={t('pages.classEdit')}
        trail={[{ name: t('pages.classManage'), path: '/class-manage' }]}
      >
        <p className="muted">{t('classEdit.chooseFirst')}</p>
        <Link to="/class-manage">{t('classEdit.backToList')}</Link>
      </Page>
    );
  }

  const addToSheet = (accounts: NewStudentAccount[]) => {
    setSheet((current) => [...current, ...accounts]);
    void queryClient.invalidateQueries({ queryKey: [CLASS_MANAGE_KEY] });
  };

  return (
    <section className="page class-edit-page">
      <div className="no-print">
        <Breadcrumb
          items={[
            { name: t('pages.classManage'), path: '/class-manage' },
            { name: classRow.cls_name },
          ]}
        />
      </div>
      <h1 className="no-print">{t('classEdit.title', { name: classRow.cls_name })}</h1>
      <p className="muted no-print">{t('classEdit.teacher', { name: classRow.teacher_name })}</p>
      <p className="no-print">
        <Link to={`/class-term/${classId}`}>{t('classEdit.classTerm')}</Link>
      </p>
      <JoinSheet classRow={classRow} />
      <AccountSheet className={classRow.cls_name} accounts={sheet} onClose={() => setSheet([])} />
      <h2 className="no-print">{t('classEdit.addTitle')}</h2>
      <AddStudentsForm classId={classId} onAdded={addToSheet} />
      <h2 className="no-print">{t('classEdit.studentsTitle')}</h2>
      {students.isPending ? (
        <Loading variant="page" />
      ) : (
        <StudentRoster
          classRow={classRow}
          students={students.data ?? []}
          otherClasses={(classes.data ?? []).filter((row) => row.id !== classId)}
          onPassword={(account) => addToSheet([account])}
        />
      )}
    </section>
  );
}
