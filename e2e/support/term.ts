import { accountCall, createAccount, type Account } from './account-api.ts';
import { api, grantPoints } from './correction.ts';
import { correctAll, createClass, createStudentHomework, type ClassCreated } from './student.ts';

/** Set-up of the term journeys (tests/term.spec.ts) through the APIs: corrected, released homework. */

/** A Chinese essay long enough to count for mastery (150+ characters); the 錯別字 are planted below. */
const ESSAY =
  '　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水、外套和雨衣，因為山上的天氣變化很快。我一邊整理背包，一邊想像山頂的風景，心裡充滿了期待。\n' +
  '　　清晨五點，我們從登山口出發。一開始的步道很平緩，兩旁開滿了不知名的小花。走了一個多小時後，坡度越來越陡，我的雙腿開始發酸，呼吸也變得急促。我好幾次想放棄，但是看到媽媽在前面穩穩地走著，我就告訴自己：「再走一步就好。」\n' +
  '　　終於，我們在中午前登上了山頂。雲海在腳下翻滾，遠方的山峰像一座座小島。那一刻，我明白了堅持的意義：只要一步一步往前走，再高的山也能爬上去。這次登山讓我學會了不輕易放棄，也讓我更珍惜和家人在一起的時光。';

/** 錯別字 the built-in engine finds in that essay: the miswritten form replaces the right one. */
export const PLANTED = {
  wei: { right: '因為山上', wrong: '因位山上' },
  ji: { right: '告訴自己', wrong: '告訴自已' },
  xi: { right: '珍惜', wrong: '珍昔' },
} as const;
export type Planted = keyof typeof PLANTED;

export function essayWith(errors: readonly Planted[]): string {
  return errors.reduce((text, key) => text.replace(PLANTED[key].right, PLANTED[key].wrong), ESSAY);
}

export interface TermClass {
  teacher: Account;
  cls: ClassCreated;
  students: Account[];
  homeworkIds: number[];
}

/**
 * A class whose students each hand in one essay per homework (`plan[homework][student]` lists the
 * errors planted in it), every homework corrected by the engine and its reports released.
 */
export async function termClass(
  plan: readonly (readonly (readonly Planted[])[])[],
  names: readonly string[],
): Promise<TermClass> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const teacher = await createAccount({ role: 'teacher' });
  await grantPoints(teacher.token, 10 * plan.length * names.length);
  const cls = await createClass(teacher.token, `Term ${unique}`);
  const students: Account[] = [];
  for (const name of names) {
    const student = await createAccount({ role: 'student', nickname: `${name} ${unique}` });
    const joined = await accountCall('/schoolclass/join', { code: cls.code }, student.token);
    if (!joined.state) throw new Error(`join failed: ${joined.message}`);
    students.push(student);
  }
  const homeworkIds: number[] = [];
  for (const [h, essays] of plan.entries()) {
    const homeworkId = await createStudentHomework(teacher.token, `爬山 ${h + 1}`, cls.id, false);
    for (const [s, errors] of essays.entries())
      await api(students[s]!.token, 'POST', `/student/homeworks/${homeworkId}/submission`, {
        title: `爬山 ${h + 1}`,
        content: essayWith(errors),
      });
    const articles = await correctAll(teacher.token, homeworkId);
    if (articles.some((a) => a.status !== 'graded')) throw new Error('an essay was not corrected');
    await api(teacher.token, 'PUT', `/teacher/homeworks/${homeworkId}/release`, { released: true });
    homeworkIds.push(homeworkId);
  }
  return { teacher, cls, students, homeworkIds };
}
