import { describe, expect, it } from 'vitest';
import { AuditTrailSchema, ReportDocumentSchema } from '@essay/contracts';
import {
  api,
  balanceOf,
  HOMEWORK,
  insertArticle,
  signUp,
  waitForGraded,
  type TestUser,
} from './helpers.ts';
import {
  correctAllAndWait,
  platformForFile,
  teacherWithHomework,
} from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '1' },
  { workers: true },
);

const TASK = {
  name: '我的夢想',
  instructions: '請以「我的夢想」為題，寫一篇文章，說明你的夢想以及如何實現。',
  rubric: 'cap-writing',
};
/** Two essays about a rainy day's food: nothing of 夢想 in them. */
const SOUP =
  '　　今天早上下大雨，媽媽煮了熱騰騰的牛肉麵。牛肉燉得很軟，湯頭香濃，麵條有嚼勁。吃完以後全家人一起看電視，弟弟笑得很開心，外面的雨聲也變得好聽了。\n　　中午雨停了，爸爸帶我們去市場買水果，攤販叫賣的聲音此起彼落，芒果和西瓜堆得像小山。晚上媽媽把剩下的牛肉湯加進青菜和豆腐，又是一鍋香噴噴的晚餐。睡覺前，窗外又下起小雨，屋簷滴答滴答響，廚房裡還留著牛肉湯淡淡的香氣。';
const MARKET =
  '　　週末的夜市總是擠滿了人。一走進巷口，烤香腸的煙和炸雞排的香味就撲鼻而來，攤販們大聲吆喝，招牌的燈一閃一閃。\n　　我最喜歡的是撈金魚的攤位，老闆給我一支紙網，我蹲在水盆旁邊，屏住呼吸慢慢靠近，結果紙網一下子就破了。旁邊的小朋友撈到三隻，開心得跳起來。後來我們買了一杯珍珠奶茶，邊走邊喝，逛到腳都痠了才回家。回家的路上，爸爸說小時候的夜市只有幾盞燈和十幾個攤子，現在卻熱鬧得像一座不睡覺的小城。那天晚上我夢見自己站在攤位後面賣雞排。';

interface Essay {
  id: number;
  score: number;
  level_label: string;
  review_reasons: string[];
}

const essaysOf = async (teacher: TestUser, homeworkId: number): Promise<Essay[]> =>
  (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token)).body
    .articles as Essay[];

const reportOf = async (teacher: TestUser, id: number) =>
  ReportDocumentSchema.parse(
    (await api(p, 'GET', `/api/articles/${id}/report.json`, teacher.token)).body,
  );

const htmlOf = async (token: string, id: number, locale: string) =>
  (
    await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=${locale}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).body;

describe('off-topic is the teacher’s call (issue 42 §1)', () => {
  it('a suspected essay keeps its level with the evidence; the teacher clears one and confirms the other, on the trail', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School OT1', {
      points: 10,
      homework: TASK,
    });
    const soup = await insertArticle(p, homeworkId, SOUP, 'soup');
    const market = await insertArticle(p, homeworkId, MARKET, 'market');
    const balance = await balanceOf(p, teacher);
    await correctAllAndWait(p, teacher.token, homeworkId);

    // Both are scored (not 0), flagged for the teacher, and not charged: the teacher may still confirm their 0.
    const graded = await essaysOf(teacher, homeworkId);
    for (const e of graded) {
      expect(e.score).toBeGreaterThan(0);
      expect(e.review_reasons).toContain('off_topic');
    }
    expect(await balanceOf(p, teacher)).toBe(balance);
    const before = await reportOf(teacher, soup);
    const suspect = before.report.offTopicSuspect!;
    expect(suspect).toBeTruthy();
    expect(before.report.zeroGate).toBeNull();
    const html = await htmlOf(teacher.token, soup, 'zh-tw');
    expect(html).toContain('疑似離題');
    expect(html).toContain(suspect.evidence['zh-tw']);
    expect(await htmlOf(teacher.token, soup, 'en-us')).toContain('Possibly off-topic');

    // Bad input is 400, another school's teacher 404, a student 403.
    const bad = await api(p, 'PATCH', `/api/teacher/articles/${soup}/off-topic`, teacher.token, {
      decision: 'maybe',
    });
    expect(bad.status).toBe(400);
    const other = await signUp(p, 'School OT2', 'teacher');
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${soup}/off-topic`, other.token, {
          decision: 'clear',
        })
      ).status,
    ).toBe(404);

    // Clear: the level stays, and the report has no trace of the flag (page, HTML, the student's view).
    const cleared = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${soup}/off-topic`,
      teacher.token,
      {
        decision: 'clear',
      },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ id: soup, score: before.report.level });
    expect(cleared.body.review_reasons).not.toContain('off_topic');
    const after = await reportOf(teacher, soup);
    expect(after.report.offTopicSuspect ?? null).toBeNull();
    expect(after.report.level).toBe(before.report.level);
    for (const locale of ['zh-tw', 'en-us']) {
      const page = await htmlOf(teacher.token, soup, locale);
      expect(page).not.toMatch(/離題|off-topic/i);
    }

    // Confirm: 0 with the measured reason, said as the teacher's.
    const marketBefore = await reportOf(teacher, market);
    const evidence = marketBefore.report.offTopicSuspect!.evidence;
    const confirmed = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${market}/off-topic`,
      teacher.token,
      {
        decision: 'confirm',
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ score: 0, level_label: '0級分' });
    expect(confirmed.body.review_reasons).not.toContain('off_topic');
    const zero = await reportOf(teacher, market);
    expect(zero.report).toMatchObject({ level: 0, levelLabel: '0級分', offTopicSuspect: null });
    expect(zero.report.zeroGate).toMatchObject({ gate: 'off_topic', byTeacher: true });
    expect(zero.report.zeroGate!.reason['zh-tw']).toContain(evidence['zh-tw']);
    expect(zero.report.dimensions.every((d) => d.score === 0)).toBe(true);
    expect(await htmlOf(teacher.token, market, 'zh-tw')).toContain('教師確認離題');

    // Decided once: again is 409 and changes nothing.
    const again = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${market}/off-topic`,
      teacher.token,
      {
        decision: 'clear',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'not_off_topic_suspect' });
    expect((await reportOf(teacher, market)).report.level).toBe(0);

    // The student's released view of the cleared essay carries no trace either.
    const student = await signUp(p, 'School OT1', 'student');
    await p.db.query('UPDATE api.articles SET student_user_id = $2 WHERE id = $1', [
      soup,
      student.userId,
    ]);
    const released = await api(
      p,
      'PUT',
      `/api/teacher/homeworks/${homeworkId}/release`,
      teacher.token,
      {
        released: true,
      },
    );
    expect(released.status).toBe(200);
    const own = await api(p, 'GET', `/api/student/articles/${soup}/report`, student.token);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toMatch(/離題|off-topic|offTopicSuspect":\{/i);

    // Both decisions are on the trail.
    const trail = AuditTrailSchema.parse(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/audit`, teacher.token)).body,
    );
    const decided = trail.events
      .filter((e) => String(e.detail.by).startsWith('off_topic'))
      .map((e) => [e.action, e.article_id, e.detail.by, e.detail.level, e.detail.from])
      .sort();
    expect(decided).toEqual(
      [
        ['level.change', soup, 'off_topic_cleared', before.report.level, before.report.level],
        ['level.change', market, 'off_topic_confirmed', 0, marketBefore.report.level],
      ].sort(),
    );
  }, 240_000);

  it('the call is remembered: corrected again, a cleared essay is not flagged again and a confirmed one stays 0, until the task is reworded', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School OT3', {
      points: 10,
      homework: TASK,
    });
    const soup = await insertArticle(p, homeworkId, SOUP, 'soup');
    const market = await insertArticle(p, homeworkId, MARKET, 'market');
    await correctAllAndWait(p, teacher.token, homeworkId);
    const level = (await reportOf(teacher, soup)).report.level;
    const decide = (id: number, decision: string) =>
      api(p, 'PATCH', `/api/teacher/articles/${id}/off-topic`, teacher.token, { decision });
    expect((await decide(soup, 'clear')).status).toBe(200);
    expect((await decide(market, 'confirm')).status).toBe(200);

    const regrade = async () => {
      const url = `/api/teacher/homeworks/${homeworkId}/articles/all/regrade`;
      const queued = await api(p, 'PATCH', url, teacher.token);
      expect(queued.status, JSON.stringify(queued.body)).toBe(200);
      await waitForGraded(p, teacher.token, homeworkId);
    };
    await regrade();
    const soupAgain = await reportOf(teacher, soup);
    expect(soupAgain.report.offTopicSuspect ?? null).toBeNull();
    expect(soupAgain.report.level).toBe(level);
    const marketAgain = await reportOf(teacher, market);
    expect(marketAgain.report).toMatchObject({ level: 0, offTopicSuspect: null });
    expect(marketAgain.report.zeroGate).toMatchObject({ gate: 'off_topic', byTeacher: true });
    for (const e of await essaysOf(teacher, homeworkId))
      expect(e.review_reasons).not.toContain('off_topic');

    // The same task saved again keeps the calls; a reworded task forgets them: both are asked again.
    const edit = (instructions: string) =>
      api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}`, teacher.token, {
        ...HOMEWORK,
        ...TASK,
        instructions,
      });
    expect((await edit(TASK.instructions)).status).toBe(200);
    await regrade();
    expect((await reportOf(teacher, market)).report.level).toBe(0);
    expect((await edit('寫一篇文章，談談你長大以後想做的事，以及你打算怎麼做到。')).status).toBe(
      200,
    );
    await regrade();
    const asked = await essaysOf(teacher, homeworkId);
    for (const e of asked) {
      expect(e.score).toBeGreaterThan(0);
      expect(e.review_reasons).toContain('off_topic');
    }
  }, 300_000);
});
