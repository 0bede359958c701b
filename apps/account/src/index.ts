export { accountPlugin, buildAccountServer, createAccountContext, migrateAccount } from './app.ts';
export { logSerializers, redactUrl, registerSecurityHeaders } from './http/security-headers.ts';
export {
  parseTrustProxy,
  readAccountConfig,
  type AccountConfig,
  type TrustProxy,
} from './config.ts';
export type { AccountContext, Caller } from './context.ts';
export type { AccountClient, ChargeRequest, LedgerResult } from './client/account-client.ts';
export { createInProcessAccountClient } from './client/in-process.ts';
export { createHttpAccountClient } from './client/http.ts';
export { seedAccountDemo, DEMO_SCHOOL, DEMO_USERS, type DemoUsername } from './seed.ts';
export {
  declareRoute,
  useZodSchemas,
  type RouteDeclaration,
  type RouteInput,
  type RouteSchema,
  type RouteRequest,
} from './http/zod-schemas.ts';
export {
  listSchools,
  removeSchool,
  type SchoolOverview,
  type SchoolRemoval,
} from './modules/schools/school-operator.service.ts';
