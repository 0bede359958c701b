import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { StudentTermView } from './student-term-view.tsx';
import { fetchStudentTerm, termKeys, type TermOwner } from './term-api.ts';

/** /class-term/{class_id}/student/{student_id} (teacher): one student's term, from the roster. */
export function TeacherStudentTermPage() {
  const { t } = useTranslation();
  const params = useParams();
  const classId = Number(params.classId);
  const studentId = Number(params.studentId);
  const owner = useMemo<TermOwner>(() => ({ kind: 'student', studentId }), [studentId]);
  const term = useQuery({
    queryKey: termKeys.student(studentId),
    queryFn: () => fetchStudentTerm(owner),
    enabled: Number.isInteger(studentId) && studentId > 0,
    meta: API_ERRORS_HANDLED,
  });
  const name = term.data?.student.name ?? '';
  return (
    <Page
      className="term-page"
      title={term.data ? t('term.studentTitle', { name }) : t('pages.term')}
      trail={[
        { name: t('pages.classManage'), path: '/class-manage' },
        { name: t('pages.classEdit'), path: `/class-edit?id=${classId}` },
        { name: t('pages.classTerm'), path: `/class-term/${classId}` },
      ]}
    >
      {term.data ? <StudentTermView term={term.data} owner={owner} /> : <Loading variant="page" />}
    </Page>
  );
}
