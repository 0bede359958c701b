import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  startChatServer,
  type ChatServer,
  type RecordedRequest,
  type Reply,
} from '../../../packages/contracts/test/chat-server.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  givePoints,
  signUp,
  uploadFile,
  waitFor,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_ZH } from './essays.ts';

/**
 * Issue 18 §5 / issue 14: nothing that names a person or the school leaves the server towards a
 * model engine. A real HTTP server of the test's own stands in for the OpenAI-compatible endpoint
 * and records every request; the essay and the photo's file name carry the names on purpose.
 */
const bi = (zh: string) => ({ 'zh-tw': zh, en: 'Comment.' });

function reply(request: RecordedRequest): Reply {
  if (request.body.model === 'vision-model')
    return answer('今天我們去[?爬]山，風景很美。', { prompt_tokens: 700, completion_tokens: 15 });
  return answer(
    JSON.stringify({
      level: 4,
      dimensions: [],
      corrections: [],
      paragraphComments: [],
      strengths: [],
      nextSteps: [],
      overallComment: bi('總評。'),
    }),
  );
}

let server: ChatServer;
let p: TestPlatform;
beforeAll(async () => {
  server = await startChatServer(reply);
  p = await createTestPlatform(
    {
      GRADER_ENGINE: 'llm',
      OCR_ENGINE: 'llm-vision',
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'test-model',
      LLM_VISION_MODEL: 'vision-model',
      LLM_TIMEOUT_S: '10',
      GRADE_POINT_PER_ARTICLE: '1',
    },
    { workers: true },
  );
});
afterAll(async () => {
  await p.close();
  await server.close();
});

/** Everything a request carried: its address, headers and body. */
const sentText = (r: RecordedRequest) => `${r.url}\n${JSON.stringify(r.headers)}\n${r.raw}`;

describe('what the model engines are sent', () => {
  it("never the student's name, account or nickname, a classmate's name, the teacher's account or the school", async () => {
    const school = `私立明德高級中學${randomBytes(3).toString('hex')}`;
    const teacher = await signUp(p, school, 'teacher');
    const student = await signUp(p, school, 'student');
    await p.db.query("UPDATE account.users SET nickname = '林小美' WHERE id = $1", [
      student.userId,
    ]);
    await givePoints(p, teacher, school, 5);
    const homeworkId = await createHomework(p, teacher.token);
    await p.db.query(
      "UPDATE api.homeworks SET students = ARRAY['林小美', '陳大同'] WHERE id = $1",
      [homeworkId],
    );
    const content = `${school} 二年三班 林小美（帳號 ${student.username}）\n${ESSAY_ZH}\n下課後陳大同和林小美一起回家。`;
    await p.db.query(
      "INSERT INTO api.articles (homework_id, title, content, status, student_name, student_user_id) VALUES ($1, 'essay', $2, 'submitted', '林小美', $3)",
      [homeworkId, content, student.userId],
    );
    // A photo whose file name names the student, read by the vision model.
    const photo = await readFile(path.join(FIXTURES, 'photo-zh.jpg'));
    const fileId = (
      await uploadFile(p, teacher.token, homeworkId, `林小美-${student.username}.jpg`, photo)
    ).body.id as number;
    await waitFor(async () => {
      const files = (
        await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)
      ).body.files as { id: number; extraction_status: string }[];
      return files.find((f) => f.id === fileId && f.extraction_status === 'done');
    }, 120_000);
    expect(
      (
        await api(
          p,
          'PATCH',
          `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
          teacher.token,
        )
      ).body,
    ).toMatchObject({ queued: 1 });
    const done = await waitForGraded(p, teacher.token, homeworkId, 120_000);
    expect(done.articles.map((a: { status: string }) => a.status)).toEqual(['graded']);

    const grader = server.requests.filter((r) => r.body.model === 'test-model');
    const vision = server.requests.filter((r) => r.body.model === 'vision-model');
    expect(grader.length).toBeGreaterThanOrEqual(1);
    expect(vision).toHaveLength(1);
    // What was sent is the essay (so the search below looks at real requests) and the page image.
    const firstSentence = ESSAY_ZH.split('\n')[0]!.trim().slice(0, 12);
    expect(grader.map(sentText).join('\n')).toContain(firstSentence);
    expect(vision[0]!.raw).toContain('data:image/png;base64,');
    for (const request of server.requests) {
      const sent = sentText(request);
      for (const secret of [school, '林小美', '陳大同', student.username, teacher.username])
        expect(sent).not.toContain(secret);
    }
  });
});
