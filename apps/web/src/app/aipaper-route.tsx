import { Loading } from '../components/ui/loading.tsx';
import { useCurrentUser } from '../lib/auth/use-current-user.ts';
import { ReportPage } from '../features/report/report-page.tsx';
import { StudentReportPage } from '../features/student/student-report-page.tsx';

/** /aipaper/{homework_id}/{article_id}: a student reads their released report; teachers review. */
export function AipaperRoute() {
  const { role, loading } = useCurrentUser();
  if (loading) return <Loading variant="page" />;
  return role === 'student' ? <StudentReportPage /> : <ReportPage />;
}
