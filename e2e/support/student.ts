import { accountCall } from './account-api.ts';
import { api } from './correction.ts';

/** Set-up of the student journey (tests/student.spec.ts) through the APIs. */

export interface ClassCreated {
  id: number;
  cls_name: string;
  code: string;
}

export async function createClass(teacherToken: string, name: string): Promise<ClassCreated> {
  const answer = await accountCall('/schoolclass/add', { cls_name: name }, teacherToken);
  if (!answer.state || !answer.data) throw new Error(`class not created: ${answer.message}`);
  return answer.data as unknown as ClassCreated;
}

/** A homework the class's students hand in themselves, open now for a week. */
export async function createStudentHomework(
  teacherToken: string,
  name: string,
  classId: number,
  allowRevision: boolean,
): Promise<number> {
  const now = Date.now();
  const homework = await api<{ id: number }>(teacherToken, 'POST', '/teacher/homeworks', {
    name,
    instructions: 'Write about a habit that changed you.',
    submission_method: 'student',
    submission_begin_at: new Date(now - 60_000).toISOString(),
    submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
    assigned_classes: [classId],
    students: [],
    rubric: 'auto',
    allow_revision: allowRevision,
  });
  return homework.id;
}

interface ArticleState {
  id: number;
  status: string;
  student_name: string;
  extraction: { pending: number };
  transcript_unconfirmed: boolean;
}

/**
 * Corrects every handed-in essay of the homework (the teacher's correct-all call) and waits. The
 * teacher first confirms what OCR read from photos: correct-all waits for that (issue 28).
 */
export async function correctAll(
  teacherToken: string,
  homeworkId: number,
): Promise<ArticleState[]> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { articles } = await api<{ articles: ArticleState[] }>(
      teacherToken,
      'GET',
      `/teacher/homeworks/${homeworkId}`,
    );
    if (articles.every((a) => a.extraction.pending === 0)) {
      for (const article of articles.filter((a) => a.transcript_unconfirmed))
        await api(teacherToken, 'PATCH', `/teacher/articles/${article.id}/images/confirm-all`);
      break;
    }
    if (Date.now() > deadline) throw new Error('text extraction did not finish');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await api(teacherToken, 'PATCH', `/teacher/homeworks/${homeworkId}/articles/all/grade`);
  for (;;) {
    const { articles } = await api<{ articles: ArticleState[] }>(
      teacherToken,
      'GET',
      `/teacher/homeworks/${homeworkId}`,
    );
    if (articles.every((a) => a.status === 'graded' || a.status === 'failed')) return articles;
    if (Date.now() > deadline) throw new Error('correction did not finish');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
