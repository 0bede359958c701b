import { Loading } from '../components/ui/loading.tsx';
import { useCurrentUser } from '../lib/auth/use-current-user.ts';
import { lazyPage } from './lazy-page.ts';

// The teacher's report editor and the student's report are chunks of their own (issue 30).
const ReportPage = lazyPage(() => import('../features/report/report-page.tsx'), 'ReportPage');
const StudentReportPage = lazyPage(
  () => import('../features/student/student-report-page.tsx'),
  'StudentReportPage',
);

/** /aipaper/{homework_id}/{article_id}: a student reads their released report; teachers review. */
export function AipaperRoute() {
  const { role, loading } = useCurrentUser();
  if (loading) return <Loading variant="page" />;
  return role === 'student' ? <StudentReportPage /> : <ReportPage />;
}
