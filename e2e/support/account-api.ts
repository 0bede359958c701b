import { BASE_URL } from './paths.ts';

/** Direct calls to the account service, used to set up users and to check what was saved. */
export interface Answer {
  status: number;
  state: boolean;
  data: Record<string, unknown> | undefined;
  rows: Record<string, unknown>[] | undefined;
  message: string | undefined;
}

/** Set by playwright.config.ts, which gives the same value to the server it starts. */
export const DEMO_PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'e2e-demo-password-0451';
export const DEMO_SCHOOL = 'Demo School';

function toAnswer(status: number, body: unknown): Answer {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const data = record.data;
  return {
    status,
    state: record.state === true,
    data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined,
    rows: Array.isArray(record.rows) ? (record.rows as Record<string, unknown>[]) : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}

export async function accountCall(
  path: string,
  fields: Record<string, string | number>,
  token?: string,
  method = 'POST',
): Promise<Answer> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    );
  }
  const response = await fetch(`${BASE_URL}/account${path}`, init);
  return toAnswer(response.status, await response.json().catch(() => undefined));
}

/** Usernames are unique per call so tests never share users. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.slice(
    0,
    32,
  );
}

export async function login(username: string, password: string): Promise<string> {
  const answer = await accountCall('/user/login', { username, password });
  const token = answer.data?.token;
  if (!answer.state || typeof token !== 'string')
    throw new Error(`login failed for ${username}: ${answer.message}`);
  return token;
}

export interface Account {
  username: string;
  password: string;
  email: string;
  nickname: string;
  token: string;
}

export type SelfRole = 'student' | 'teacher';

let inviteCode: Promise<string> | undefined;

/** The demo school's invitation code (from demo-admin): with it a new user joins without waiting. */
export function demoInviteCode(): Promise<string> {
  inviteCode ??= (async () => {
    const answer = await accountCall(
      '/school/get_invite_code',
      {},
      await login('demo-admin', DEMO_PASSWORD),
    );
    const code = answer.data?.invite_code;
    if (typeof code !== 'string') throw new Error(`no invitation code: ${answer.message}`);
    return code;
  })();
  return inviteCode;
}

/**
 * Registers a fresh user in the demo school, optionally with a role and a nickname already set.
 * Issue 27: the invitation says the role. A teacher registers with the teacher invitation; a
 * student registers without a code, asks for student and is approved by demo-admin (so, as
 * before, the student is in no class); without a role the user is left waiting, role not chosen.
 */
export async function createAccount(
  options: { role?: SelfRole; nickname?: string | null; prefix?: string } = {},
): Promise<Account> {
  const username = uniqueUsername(options.prefix ?? 'e2e');
  const password = 'plum-orchard-0451';
  const email = `${username}@example.edu.tw`;
  const registered = await accountCall('/user/register', {
    username,
    password,
    email,
    sch_name: DEMO_SCHOOL,
    ...(options.role === 'teacher' ? { invite_code: await demoInviteCode() } : {}),
  });
  const token = registered.data?.token;
  if (!registered.state || typeof token !== 'string')
    throw new Error(`register failed: ${registered.message}`);
  if (options.role === 'student') await approveAsStudent(token);
  const nickname =
    options.nickname === undefined ? `Tester ${username.slice(-5)}` : (options.nickname ?? '');
  if (nickname) {
    const saved = await accountCall('/user/save', { nickname }, token);
    if (!saved.state) throw new Error(`nickname failed: ${saved.message}`);
  }
  return { username, password, email, nickname, token };
}

/** A member without a code asks for student; demo-admin approves them from the pending list. */
async function approveAsStudent(token: string): Promise<void> {
  const saved = await accountCall('/user/save_ms_roler', { new_roler: 21 }, token);
  if (!saved.state) throw new Error(`role failed: ${saved.message}`);
  const username = (await userInfo(token)).username;
  const admin = await login('demo-admin', DEMO_PASSWORD);
  const pending = await accountCall('/school/pending_list', {}, admin);
  const row = pending.rows?.find((member) => member.username === username);
  if (!row) throw new Error(`${String(username)} is not waiting for approval`);
  const approved = await accountCall('/school/approve', { user_id: Number(row.id) }, admin);
  if (!approved.state) throw new Error(`approval failed: ${approved.message}`);
}

export async function userInfo(token: string): Promise<Record<string, unknown>> {
  const answer = await accountCall('/user/info', {}, token, 'GET');
  if (!answer.data) throw new Error(`user info failed: ${answer.message}`);
  return answer.data;
}

/** Finds a point request of the admin's school by its note and approves (1) or rejects (-1) it. */
export async function reviewAskByNote(
  adminToken: string,
  note: string,
  askOk: 1 | -1,
): Promise<void> {
  for (let page = 1; page <= 10; page += 1) {
    const list = await accountCall(`/pointask/get_sch_ask_list?page=${page}`, {}, adminToken);
    const rows = list.rows ?? [];
    const ask = rows.find((row) => row.ask_note === note);
    if (ask) {
      const reviewed = await accountCall(
        '/pointask/review',
        { id: Number(ask.id), ask_ok: askOk },
        adminToken,
      );
      if (!reviewed.state) throw new Error(`review failed: ${reviewed.message}`);
      return;
    }
    if (rows.length === 0) break;
  }
  throw new Error(`no point request with note ${note}`);
}
