import { TEACHING_ROLES, type Role } from '@essay/contracts';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LandingPage } from '../features/auth/landing-page.tsx';
import { LoginRedirectPage } from '../features/auth/login-redirect-page.tsx';
import { SignInCodeGate } from '../features/auth/sign-in-code-gate.tsx';
import { AdminAuditPage } from '../features/audit/admin-audit-page.tsx';
import { AdminStudentsPage } from '../features/student-data/admin-students-page.tsx';
import { PrivacyPage } from '../features/privacy/privacy-page.tsx';
import { HomeworkAuditPage } from '../features/audit/homework-audit-page.tsx';
import { AdminReportPage } from '../features/admin-report/admin-report-page.tsx';
import { EngineSettingsPage } from '../features/admin-report/engine-settings-page.tsx';
import { ClassEditPage } from '../features/class-manage/class-edit-page.tsx';
import { ClassManagePage } from '../features/class-manage/class-manage-page.tsx';
import { CustomerServicePage } from '../features/customer-service/customer-service-page.tsx';
import { CorrectionListPage } from '../features/correction/correction-list-page.tsx';
import { CorrectionPage } from '../features/correction/correction-page.tsx';
import { HomeworkFormPage } from '../features/homework/homework-form-page.tsx';
import { HomeworkListPage } from '../features/homework/homework-list-page.tsx';
import { HomeworkStatusPage } from '../features/homework/homework-status-page.tsx';
import { MainPage } from '../features/main/main-page.tsx';
import { MembersPage } from '../features/members/members-page.tsx';
import { ModelEssaySettingPage } from '../features/model-essays/model-essay-setting-page.tsx';
import { StudentModelEssaysPage } from '../features/model-essays/student-model-essays-page.tsx';
import { Page404 } from '../features/not-found/page-404.tsx';
import { PointManagePage } from '../features/point-manage/point-manage-page.tsx';
import { PointPage } from '../features/point/point-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { AipaperRoute } from './aipaper-route.tsx';
import { AssignmentUploadPage } from '../features/student/assignment-upload-page.tsx';
import { ClassPage } from '../features/student/class-page.tsx';
import { ClassSummaryPage } from '../features/report/class-summary-page.tsx';
import { RequireRole } from './require-role.tsx';

const teacher: readonly Role[] = ['teacher'];
// Issue 27: the school admin may teach (the creator of a school is its admin), so the homework
// and correction pages admit every role that teaches; point requests stay the teachers'.
const teaching: readonly Role[] = TEACHING_ROLES;
const student: readonly Role[] = ['student'];
const admin: readonly Role[] = ['admin'];
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
            <Outlet />
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
