import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accountCall, DEMO_PASSWORD, login, reviewAskByNote } from './account-api.ts';
import { BASE_URL, REPO_ROOT } from './paths.ts';

/** Set-up of the correction journey (tests/correction.spec.ts) through the APIs. */
const FIXTURES = path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures');

const MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
};

export async function api<T>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}/api${url}`, init);
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.error ?? ''}`);
  return json;
}

/** The teacher asks for points and the demo admin approves them (account service). */
export async function grantPoints(token: string, points: number): Promise<void> {
  const note = `e2e correction ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;
  const asked = await accountCall(
    '/pointask/add',
    { pro_key: 'essay_chk', ask_point: points, ask_note: note },
    token,
  );
  if (!asked.state) throw new Error(`point request failed: ${asked.message}`);
  await reviewAskByNote(await login('demo-admin', DEMO_PASSWORD), note, 1);
}

/** Uploads a fixture (multipart field `file`) and returns the homework file's id. */
export async function uploadFixture(
  token: string,
  homeworkId: number,
  fixture: string,
  fileName = fixture,
) {
  const form = new FormData();
  const type = MIME[fixture.split('.').pop() ?? ''] ?? 'application/octet-stream';
  form.append('file', new Blob([readFileSync(path.join(FIXTURES, fixture))], { type }), fileName);
  const file = await api<{ id: number }>(
    token,
    'POST',
    `/teacher/homeworks/${homeworkId}/files`,
    form,
  );
  return file.id;
}

export interface ArticleGroup {
  student_name: string;
  file_ids: number[];
}

interface ArticleRow {
  id: number;
  student_name: string;
  status: string;
  extraction: { pending: number; failed: number };
  /** Read by OCR with words the teacher has not confirmed (issue 28). */
  transcript_unconfirmed: boolean;
}

export async function arrange(token: string, homeworkId: number, articles: ArticleGroup[]) {
  await api(token, 'POST', `/teacher/homeworks/${homeworkId}/articles`, { articles });
}

export async function homeworkArticles(token: string, homeworkId: number): Promise<ArticleRow[]> {
  return (await api<{ articles: ArticleRow[] }>(token, 'GET', `/teacher/homeworks/${homeworkId}`))
    .articles;
}

/** Text extraction (OCR for the photo) runs in the background; wait until every essay has text. */
export async function waitForExtraction(token: string, homeworkId: number): Promise<ArticleRow[]> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const articles = await homeworkArticles(token, homeworkId);
    if (articles.every((a) => a.extraction.pending === 0)) return articles;
    if (Date.now() > deadline) throw new Error('extraction did not finish in 240 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
