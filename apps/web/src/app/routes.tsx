import { TEACHING_ROLES, type Role } from '@essay/contracts';
import { Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { SignInCodeGate } from '../features/auth/sign-in-code-gate.tsx';
import { Page404 } from '../features/not-found/page-404.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { lazyPage } from './lazy-page.ts';
import { AipaperRoute } from './aipaper-route.tsx';
import { RequireRole } from './require-role.tsx';

// Every page but the not-found page loads when its route is first shown (issue 30).
const LandingPage = lazyPage(() => import('../features/auth/landing-page.tsx'), 'LandingPage');
const LoginRedirectPage = lazyPage(
  () => import('../features/auth/login-redirect-page.tsx'),
  'LoginRedirectPage',
);
const AdminAuditPage = lazyPage(
  () => import('../features/audit/admin-audit-page.tsx'),
  'AdminAuditPage',
);
const AdminStudentsPage = lazyPage(
  () => import('../features/student-data/admin-students-page.tsx'),
  'AdminStudentsPage',
);
const MembersPage = lazyPage(() => import('../features/members/members-page.tsx'), 'MembersPage');
const PrivacyPage = lazyPage(() => import('../features/privacy/privacy-page.tsx'), 'PrivacyPage');
const HomeworkAuditPage = lazyPage(
  () => import('../features/audit/homework-audit-page.tsx'),
  'HomeworkAuditPage',
);
const AdminReportPage = lazyPage(
  () => import('../features/admin-report/admin-report-page.tsx'),
  'AdminReportPage',
);
const EngineSettingsPage = lazyPage(
  () => import('../features/admin-report/engine-settings-page.tsx'),
  'EngineSettingsPage',
);
const ClassEditPage = lazyPage(
  () => import('../features/class-manage/class-edit-page.tsx'),
  'ClassEditPage',
);
const ClassManagePage = lazyPage(
  () => import('../features/class-manage/class-manage-page.tsx'),
  'ClassManagePage',
);
const CustomerServicePage = lazyPage(
  () => import('../features/customer-service/customer-service-page.tsx'),
  'CustomerServicePage',
);
const CorrectionListPage = lazyPage(
  () => import('../features/correction/correction-list-page.tsx'),
  'CorrectionListPage',
);
const CorrectionPage = lazyPage(
  () => import('../features/correction/correction-page.tsx'),
  'CorrectionPage',
);
const HomeworkFormPage = lazyPage(
  () => import('../features/homework/homework-form-page.tsx'),
  'HomeworkFormPage',
);
const HomeworkListPage = lazyPage(
  () => import('../features/homework/homework-list-page.tsx'),
  'HomeworkListPage',
);
const HomeworkStatusPage = lazyPage(
  () => import('../features/homework/homework-status-page.tsx'),
  'HomeworkStatusPage',
);
const MainPage = lazyPage(() => import('../features/main/main-page.tsx'), 'MainPage', 'firstWords');
const ModelEssaySettingPage = lazyPage(
  () => import('../features/model-essays/model-essay-setting-page.tsx'),
  'ModelEssaySettingPage',
);
const StudentModelEssaysPage = lazyPage(
  () => import('../features/model-essays/student-model-essays-page.tsx'),
  'StudentModelEssaysPage',
);
const PointManagePage = lazyPage(
  () => import('../features/point-manage/point-manage-page.tsx'),
  'PointManagePage',
);
const PointPage = lazyPage(() => import('../features/point/point-page.tsx'), 'PointPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
const AssignmentUploadPage = lazyPage(
  () => import('../features/student/assignment-upload-page.tsx'),
  'AssignmentUploadPage',
);
const ClassPage = lazyPage(() => import('../features/student/class-page.tsx'), 'ClassPage');
const StudentTermPage = lazyPage(
  () => import('../features/term/student-term-page.tsx'),
  'StudentTermPage',
);
const ClassTermPage = lazyPage(
  () => import('../features/term/class-term-page.tsx'),
  'ClassTermPage',
);
const TeacherStudentTermPage = lazyPage(
  () => import('../features/term/teacher-student-term-page.tsx'),
  'TeacherStudentTermPage',
);
const ClassSummaryPage = lazyPage(
  () => import('../features/report/class-summary-page.tsx'),
  'ClassSummaryPage',
);

const teacher: readonly Role[] = ['teacher'];
const student: readonly Role[] = ['student'];
const admin: readonly Role[] = ['admin'];
// Issue 27: the school admin may teach (the creator of a school is its admin), so the homework
// and correction pages admit every role that teaches; point requests stay the teachers'.
const teaching: readonly Role[] = TEACHING_ROLES;
const teacherOrAdmin: readonly Role[] = ['teacher', 'admin'];
const everyone: readonly Role[] = ['teacher', 'admin', 'student'];

function guarded(path: string, roles: readonly Role[], element: ReactNode): RouteObject {
  return { path, element: <RequireRole roles={roles}>{element}</RequireRole> };
}

/**
 * The route table of spec §2. Every page waits
 * for SignInCodeGate, which turns the sign-in pages' one-time `?code=` into a stored token.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: (
          <SignInCodeGate>
            <Suspense fallback={<Loading variant="page" />}>
              <Outlet />
            </Suspense>
          </SignInCodeGate>
        ),
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/main', element: <MainPage /> },
          { path: '/login', element: <LoginRedirectPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/aipaper/:homeworkId/:articleId', element: <AipaperRoute /> },
          guarded('/aicheck/:homeworkId', teaching, <CorrectionPage />),
          guarded('/aicheck/:homeworkId/summary', teaching, <ClassSummaryPage />),
          guarded('/aicheck-list', teaching, <CorrectionListPage />),
          guarded('/assignment', teaching, <HomeworkListPage />),
          guarded('/assignment/create', teaching, <HomeworkFormPage key="create" />),
          guarded('/assignment/edit/:homeworkId', teaching, <HomeworkFormPage key="edit" />),
          guarded('/assignment-status/:homeworkId', teaching, <HomeworkStatusPage />),
          guarded('/assignment-upload', student, <AssignmentUploadPage />),
          guarded('/class', student, <ClassPage />),
          guarded('/model-essays', student, <StudentModelEssaysPage />),
          guarded('/term', student, <StudentTermPage />),
          guarded('/class-term/:classId', teaching, <ClassTermPage />),
          guarded('/class-term/:classId/student/:studentId', teaching, <TeacherStudentTermPage />),
          guarded('/model-essay-setting', teaching, <ModelEssaySettingPage />),
          guarded('/point', teacher, <PointPage />),
          guarded('/profile', everyone, <ProfilePage />),
          guarded('/class-manage', teacherOrAdmin, <ClassManagePage />),
          guarded('/class-edit', teacherOrAdmin, <ClassEditPage />),
          guarded('/admin-report', admin, <AdminReportPage />),
          guarded('/admin-report/engines', admin, <EngineSettingsPage />),
          guarded('/point-manage', admin, <PointManagePage />),
          guarded('/admin-audit', admin, <AdminAuditPage />),
          guarded('/admin-students', admin, <AdminStudentsPage />),
          guarded('/school-members', admin, <MembersPage />),
          guarded('/assignment-audit/:homeworkId', teaching, <HomeworkAuditPage />),
          guarded('/customer-service', everyone, <CustomerServicePage />),
          { path: '*', element: <Page404 /> },
        ],
      },
    ],
  },
];
