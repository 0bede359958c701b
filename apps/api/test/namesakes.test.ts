import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuditTrailSchema,
  EraseStudentResultSchema,
  ErasurePreviewSchema,
  NAME_CHARACTER_MESSAGE,
  SchoolStudentListSchema,
} from '@essay/contracts';
import {
  api,
  createHomework,
  FIXTURES,
  HOMEWORK,
  signUp,
  uploadFile,
  waitForFileRead,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import {
  accountForm,
  classJoinedBy,
  correctAllAndWait,
  openWindow,
  platformForFile,
} from './support/school-fixture.ts';

/**
 * Issue 41, "people, not names": export, erasure and its preview follow the account id. Two
 * students of one name in one school (and a third in another school), one of them with essays of
 * every kind; exporting and erasing the other, and a classmate who renamed themselves to that
 * name, takes nothing of the first. A refused erasure, decided first or failing half-way, leaves
 * every row and stored file in place.
 */
const p = platformForFile({ FREE_IMAGE_ARTICLE_GRADE_TIMES: '10' }, { workers: true });

const SCHOOL = 'Namesake School';
const OTHER_SCHOOL = 'Namesake School Two';
const NAME = '李小華';
const OWN = '我家樓下的麵包店每天清晨五點就亮起燈，香味飄進我的窗口。';
const REVISED = '我家樓下的麵包店每天清晨五點亮燈，奶油的香味總是先把我叫醒。';
const RENAMER_OWN = 'The old ferry leaves the harbour at six, whatever the weather says.';
const UNLINKED = '操場邊的鳳凰木開花了，紅得像一片燃燒的雲。';
const OTHER_SCHOOL_OWN = '外婆的菜園裡種著絲瓜和空心菜，夏天傍晚我們一起澆水。';
const OPEN = openWindow();

/** An account form (`/account` + url): status and body. */
const form = (url: string, token: string, fields: Record<string, string | number>) =>
  accountForm(p, token, url, fields);

/** The names on essays that carry the unlinked sentence (the free-text paper essay). */
const unlinked = async () =>
  (
    await p.db.query<{ name: string }>(
      'SELECT student_name AS name FROM api.articles WHERE strpos(content, $1) > 0 AND student_user_id IS NULL',
      [UNLINKED],
    )
  ).map((r) => r.name);

const rename = (user: TestUser, nickname: string) => form('/user/save', user.token, { nickname });

/** Every essay row of the school's homework with its owner, text, report and stored keys. */
async function essaysOf(userId: number) {
  return p.db.query<{ id: number; content: string; has_report: boolean }>(
    'SELECT id, content, report IS NOT NULL AS has_report FROM api.articles WHERE student_user_id = $1 ORDER BY id',
    [userId],
  );
}

async function storedKeysOf(userId: number): Promise<string[]> {
  const rows = await p.db.query<{ key: string }>(
    `SELECT f.storage_key AS key FROM api.homework_files f JOIN api.articles a ON a.id = f.article_id WHERE a.student_user_id = $1
     UNION SELECT fp.image_key FROM api.file_pages fp JOIN api.homework_files f ON f.id = fp.file_id
       JOIN api.articles a ON a.id = f.article_id WHERE a.student_user_id = $1`,
    [userId],
  );
  return rows.map((r) => r.key).sort();
}

/** What of a person can be seen: their rows, reports and stored bytes, to compare before and after. */
async function holdingsOf(userId: number) {
  const keys = await storedKeysOf(userId);
  const bytes = await Promise.all(keys.map(async (key) => (await p.ctx.files.read(key)).length));
  const account = await p.db.query('SELECT id, nickname FROM account.users WHERE id = $1', [
    userId,
  ]);
  return { essays: await essaysOf(userId), keys, bytes, account };
}

async function exportOf(admin: TestUser, userId: number) {
  const res = await p.app.inject({
    method: 'GET',
    url: `/api/admin/students/${userId}/export?locale=zh-tw`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  return unzipSync(new Uint8Array(res.rawPayload));
}

const holds = (entries: Record<string, Uint8Array>, needle: string) =>
  Object.values(entries).some((bytes) => Buffer.from(bytes).includes(Buffer.from(needle)));

const preview = async (admin: TestUser, userId: number) =>
  ErasurePreviewSchema.parse(
    (await api(p, 'GET', `/api/admin/students/${userId}/erasure`, admin.token)).body,
  );

interface School {
  admin: TestUser;
  teacher: TestUser;
  keeper: TestUser;
  namesake: TestUser;
  renamer: TestUser;
  elsewhere: TestUser;
  classId: number;
  uploadHomework: number;
}

/**
 * The keeper (李小華) has an essay handed in, its revision, and a teacher-uploaded Word essay
 * linked to the account, all corrected; the namesake (李小華 too) has nothing; the renamer has one
 * essay of their own; a third 李小華 in another school has one essay.
 */
async function setUp(): Promise<School> {
  const teacher = await signUp(p, SCHOOL, 'teacher');
  const admin = await signUp(p, SCHOOL, 'admin');
  const [keeper, namesake, renamer] = [
    await signUp(p, SCHOOL, 'student'),
    await signUp(p, SCHOOL, 'student'),
    await signUp(p, SCHOOL, 'student'),
  ];
  for (const student of [keeper, namesake]) expect((await rename(student, NAME)).status).toBe(200);
  expect((await rename(renamer, '陳小明')).status).toBe(200);
  const created = await classJoinedBy(p, teacher, '八年三班', [keeper, namesake, renamer]);

  const handIn = await createHomework(p, teacher.token, {
    ...OPEN,
    name: '我的早晨',
    submission_method: 'student',
    assigned_classes: [created.id],
    students: [],
    allow_revision: true,
  });
  const submit = async (student: TestUser, content: string) => {
    const res = await api(p, 'POST', `/api/student/homeworks/${handIn}/submission`, student.token, {
      content,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as number;
  };
  const first = await submit(keeper, `${OWN}\n${ESSAY_ZH}`);
  await submit(renamer, `${RENAMER_OWN}\n${ESSAY_EN}`);
  await correctAllAndWait(p, teacher.token, handIn);
  await api(p, 'PUT', `/api/teacher/homeworks/${handIn}/release`, teacher.token, {
    released: true,
  });
  const revision = await submit(keeper, `${REVISED}\n${ESSAY_ZH}`);
  expect(revision).not.toBe(first);

  // A paper essay the teacher uploads, linked to the keeper's account (as the roster linking does).
  const uploadHomework = await createHomework(p, teacher.token, {
    ...OPEN,
    name: '紙本作文',
    assigned_classes: [created.id],
    students: [NAME],
  });
  const fileId = (
    await uploadFile(
      p,
      teacher.token,
      uploadHomework,
      'paper.docx',
      await readFile(path.join(FIXTURES, 'docx-zh.docx')),
    )
  ).body.id as number;
  await waitForFileRead(p, fileId);
  const arranged = await api(
    p,
    'POST',
    `/api/teacher/homeworks/${uploadHomework}/articles`,
    teacher.token,
    { articles: [{ title: '紙本', student_name: NAME, files: [], file_ids: [fileId] }] },
  );
  expect(arranged.status, JSON.stringify(arranged.body)).toBe(200);
  await p.db.query(
    'UPDATE api.articles SET student_user_id = $2 WHERE homework_id = $1 AND student_name = $3',
    [uploadHomework, keeper.userId, NAME],
  );
  // And one whose name the teacher typed but linked to nobody: free text, nobody's to export or erase.
  await p.db.query(
    "INSERT INTO api.articles (homework_id, title, content, status, student_name) VALUES ($1, '紙本二', $2, 'submitted', $3)",
    [uploadHomework, `${UNLINKED}\n${ESSAY_ZH}`, NAME],
  );
  for (const homeworkId of [handIn, uploadHomework]) {
    await correctAllAndWait(p, teacher.token, homeworkId);
  }

  // Another school's 李小華, with an essay of her own.
  const otherTeacher = await signUp(p, OTHER_SCHOOL, 'teacher');
  const elsewhere = await signUp(p, OTHER_SCHOOL, 'student');
  expect((await rename(elsewhere, NAME)).status).toBe(200);
  const otherHomework = await createHomework(p, otherTeacher.token, { ...OPEN, students: [NAME] });
  await p.db.query(
    "INSERT INTO api.articles (homework_id, title, content, status, student_name, student_user_id) VALUES ($1, 'x', $2, 'submitted', $3, $4)",
    [otherHomework, OTHER_SCHOOL_OWN, NAME, elsewhere.userId],
  );
  return {
    admin,
    teacher,
    keeper,
    namesake,
    renamer,
    elsewhere,
    classId: created.id,
    uploadHomework,
  };
}

describe('two students of one name (issue 41)', () => {
  let s: School;
  let keeperBefore: Awaited<ReturnType<typeof holdingsOf>>;
  let elsewhereBefore: Awaited<ReturnType<typeof holdingsOf>>;
  beforeAll(async () => {
    s = await setUp();
    keeperBefore = await holdingsOf(s.keeper.userId);
    elsewhereBefore = await holdingsOf(s.elsewhere.userId);
  }, 240_000);

  it('the keeper has essays of every kind, each with its report, and a stored file', () => {
    expect(keeperBefore.essays.length).toBe(3);
    expect(keeperBefore.essays.every((e) => e.has_report)).toBe(true);
    expect(keeperBefore.keys.length).toBeGreaterThan(0);
    expect(elsewhereBefore.essays.length).toBe(1);
  });

  it('the erasure preview lists the keeper’s essays by homework, and nothing for the namesake', async () => {
    const keeper = await preview(s.admin, s.keeper.userId);
    expect(keeper.homeworks.map((h) => [h.homework_name, h.essays.length])).toEqual([
      ['我的早晨', 2],
      ['紙本作文', 1],
    ]);
    expect([keeper.essays, keeper.reports, keeper.refusal]).toEqual([3, 3, null]);
    expect(keeper.files).toBe(
      (
        await p.db.query(
          'SELECT f.id FROM api.homework_files f JOIN api.articles a ON a.id = f.article_id WHERE a.student_user_id = $1',
          [s.keeper.userId],
        )
      ).length,
    );
    const namesake = await preview(s.admin, s.namesake.userId);
    expect([namesake.student.nickname, namesake.essays, namesake.homeworks]).toEqual([NAME, 0, []]);
    // Another school's student is not this admin's.
    expect(
      (await api(p, 'GET', `/api/admin/students/${s.elsewhere.userId}/erasure`, s.admin.token)).body
        .code,
    ).toBe('student_not_found');
  });

  it('exports the namesake without anything of the keeper', { timeout: 60_000 }, async () => {
    const entries = await exportOf(s.admin, s.namesake.userId);
    expect(Object.keys(entries).sort()).toEqual(['student.json', 'term.json', 'trail.csv']);
    expect(JSON.parse(strFromU8(entries['student.json']!)).essays).toEqual([]);
    // the term (issue 44) is the namesake's own too: no essay, no word of the keeper's
    const term = JSON.parse(strFromU8(entries['term.json']!));
    expect(term.essays).toEqual([]);
    expect(term.word_book.entries).toEqual([]);
    for (const needle of [OWN, REVISED, UNLINKED, OTHER_SCHOOL_OWN])
      expect(holds(entries, needle)).toBe(false);
  });

  it(
    'a classmate renamed to the keeper’s name exports and erases only their own essay',
    { timeout: 60_000 },
    async () => {
      expect((await rename(s.renamer, NAME)).status).toBe(200);
      const entries = await exportOf(s.admin, s.renamer.userId);
      expect(holds(entries, RENAMER_OWN)).toBe(true);
      for (const needle of [OWN, REVISED, UNLINKED, OTHER_SCHOOL_OWN])
        expect(holds(entries, needle)).toBe(false);
      expect((await preview(s.admin, s.renamer.userId)).essays).toBe(1);
      const erased = await api(
        p,
        'POST',
        `/api/admin/students/${s.renamer.userId}/erase`,
        s.admin.token,
        {
          confirmation: NAME,
        },
      );
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(EraseStudentResultSchema.parse(erased.body)).toEqual({ essays: 1, files: 0 });
      expect(await essaysOf(s.renamer.userId)).toEqual([]);
      expect(await unlinked()).toEqual([NAME]);
      expect(await holdingsOf(s.keeper.userId)).toEqual(keeperBefore);
    },
  );

  it(
    'erases the namesake and leaves every row, report, file and name of the keeper',
    { timeout: 60_000 },
    async () => {
      const erased = await api(
        p,
        'POST',
        `/api/admin/students/${s.namesake.userId}/erase`,
        s.admin.token,
        {
          confirmation: NAME,
        },
      );
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(EraseStudentResultSchema.parse(erased.body)).toEqual({ essays: 0, files: 0 });
      expect(await holdingsOf(s.keeper.userId)).toEqual(keeperBefore);
      expect(await holdingsOf(s.elsewhere.userId)).toEqual(elsewhereBefore);
      expect(await unlinked()).toEqual([NAME]);
      expect(
        (await p.db.query('SELECT id FROM account.users WHERE id = $1', [s.namesake.userId]))
          .length,
      ).toBe(0);
      // The keeper still carries the name, so it stays on the homework list.
      const [homework] = await p.db.query<{ students: string[] }>(
        'SELECT students FROM api.homeworks WHERE id = $1',
        [s.uploadHomework],
      );
      expect(homework!.students).toEqual([NAME]);
      // The keeper still reads her released report.
      const [first] = keeperBefore.essays;
      expect(
        (await api(p, 'GET', `/api/student/articles/${first!.id}/report`, s.keeper.token)).status,
      ).toBe(200);
    },
  );

  it(
    'an erasure that fails half-way leaves every row and stored file in place, and records no erasure',
    { timeout: 60_000 },
    async () => {
      // Fails inside the transaction, after the essays' rows were deleted: the account's own delete.
      await p.db.exec(`
      CREATE OR REPLACE FUNCTION account.test_hold_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.id = ${s.keeper.userId} THEN RAISE EXCEPTION 'held for the test'; END IF;
        RETURN OLD;
      END $$;
      CREATE TRIGGER test_hold_erasure BEFORE DELETE ON account.users
        FOR EACH ROW EXECUTE FUNCTION account.test_hold_erasure();
    `);
      try {
        const failed = await api(
          p,
          'POST',
          `/api/admin/students/${s.keeper.userId}/erase`,
          s.admin.token,
          {
            confirmation: NAME,
          },
        );
        expect(failed.status).toBe(500);
      } finally {
        await p.db.exec(`
        DROP TRIGGER test_hold_erasure ON account.users;
        DROP FUNCTION account.test_hold_erasure();
      `);
      }
      expect(await holdingsOf(s.keeper.userId)).toEqual(keeperBefore);
      const trail = AuditTrailSchema.parse(
        (
          await api(
            p,
            'GET',
            `/api/admin/audit?student_id=${s.keeper.userId}&action=student.erase`,
            s.admin.token,
          )
        ).body,
      ).events;
      expect(trail).toEqual([]);
    },
  );

  it(
    'an account with points history is refused before anything is deleted, and the refusal is recorded',
    { timeout: 60_000 },
    async () => {
      await p.db.query(
        "INSERT INTO account.point_ledger (user_id, delta, service_type) VALUES ($1, 5, 'test')",
        [s.keeper.userId],
      );
      expect((await preview(s.admin, s.keeper.userId)).refusal).toBe('conflict');
      const refused = await api(
        p,
        'POST',
        `/api/admin/students/${s.keeper.userId}/erase`,
        s.admin.token,
        {
          confirmation: NAME,
        },
      );
      expect([refused.status, refused.body.code]).toEqual([409, 'conflict']);
      expect(await holdingsOf(s.keeper.userId)).toEqual(keeperBefore);
      const trail = AuditTrailSchema.parse(
        (
          await api(
            p,
            'GET',
            `/api/admin/audit?student_id=${s.keeper.userId}&action=student.erase`,
            s.admin.token,
          )
        ).body,
      ).events;
      expect(trail.map((e) => [e.actor_id, e.detail])).toEqual([
        [s.admin.userId, { refused: 'conflict' }],
      ]);
    },
  );
});

describe('removed and rejected members (issue 41)', () => {
  it(
    'are listed with their state, taken off every roster, and can be exported and erased',
    { timeout: 120_000 },
    async () => {
      const school = 'Leavers School';
      const admin = await signUp(p, school, 'admin');
      const teacher = await signUp(p, school, 'teacher');
      const [stays, removed, rejected] = [
        await signUp(p, school, 'student'),
        await signUp(p, school, 'student'),
        await signUp(p, school, 'student'),
      ];
      for (const name of ['九年一班', '九年二班'])
        await classJoinedBy(p, teacher, name, [stays, removed, rejected]);
      const counts = async () =>
        (
          (await form('/schoolclass/manage_list', admin.token, {})).body.rows as {
            student_count: number;
          }[]
        ).map((c) => c.student_count);
      expect(await counts()).toEqual([3, 3]);
      const homeworkId = await createHomework(p, teacher.token, { ...OPEN, students: [] });
      const sentence = '離開學校的學生寫過的一句話，仍然是他自己的。';
      await p.db.query(
        "INSERT INTO api.articles (homework_id, title, content, status, student_user_id) VALUES ($1, 'x', $2, 'submitted', $3)",
        [homeworkId, sentence, removed.userId],
      );

      expect(
        (await form('/school/remove_member', admin.token, { user_id: removed.userId })).body.state,
      ).toBe(true);
      await p.db.query("UPDATE account.users SET member_status = 'pending' WHERE id = $1", [
        rejected.userId,
      ]);
      expect(
        (await form('/school/reject', admin.token, { user_id: rejected.userId })).body.state,
      ).toBe(true);
      expect(await counts()).toEqual([1, 1]);

      const listed = SchoolStudentListSchema.parse(
        (await api(p, 'GET', '/api/admin/students', admin.token)).body,
      ).students;
      expect(
        listed.map((st) => [st.id, st.member_status]).sort((a, b) => Number(a[0]) - Number(b[0])),
      ).toEqual([
        [stays.userId, 'active'],
        [removed.userId, 'removed'],
        [rejected.userId, 'rejected'],
      ]);
      // The teacher is no one to erase here.
      expect(listed.some((st) => st.id === teacher.userId)).toBe(false);

      // The trail still names a removed member's acts (joining the classes), beside the id.
      const joined = AuditTrailSchema.parse(
        (await api(p, 'GET', '/api/admin/audit?action=class.change', admin.token)).body,
      ).events.filter((e) => e.actor_id === removed.userId);
      expect(joined.length).toBe(2);
      expect(joined.map((e) => e.actor_name)).toEqual([removed.username, removed.username]);

      expect(holds(await exportOf(admin, removed.userId), sentence)).toBe(true);
      expect((await preview(admin, removed.userId)).essays).toBe(1);
      for (const [member, essays] of [
        [removed, 1],
        [rejected, 0],
      ] as const) {
        const name = listed.find((st) => st.id === member.userId)!;
        const erased = await api(
          p,
          'POST',
          `/api/admin/students/${member.userId}/erase`,
          admin.token,
          {
            confirmation: name.nickname || name.username,
          },
        );
        expect(erased.status, JSON.stringify(erased.body)).toBe(200);
        expect(erased.body.essays).toBe(essays);
      }
      expect(
        SchoolStudentListSchema.parse(
          (await api(p, 'GET', '/api/admin/students', admin.token)).body,
        ).students.map((st) => st.id),
      ).toEqual([stays.userId]);
      expect(await essaysOf(removed.userId)).toEqual([]);
    },
  );
});

describe('names are not identities (issue 41)', () => {
  const REFUSED = [
    '\u202Eabc',
    'Amy\u200E',
    '\u200FLin',
    'a\u2066b\u2069',
    '林\u2067小華',
    'bell\u0007',
    'next\u0085line',
    'tab\there',
    'A\u061CB',
  ];

  it('refuses control and direction characters in a nickname and on a class roster, in the spec’s message style', async () => {
    const school = 'Names School';
    const teacher = await signUp(p, school, 'teacher');
    const student = await signUp(p, school, 'student');
    const classId = (await form('/schoolclass/add', teacher.token, { cls_name: '七年一班' })).body
      .data.id as number;
    for (const name of REFUSED) {
      const saved = await rename(student, name);
      expect([saved.status, saved.body.state, saved.body.message], JSON.stringify(name)).toEqual([
        400,
        false,
        NAME_CHARACTER_MESSAGE,
      ]);
      // A tab separates names in a pasted roster: it is refused in a nickname only.
      if (name.includes('\t')) continue;
      const added = await form('/schoolclass/add_students', teacher.token, {
        id: classId,
        names: name,
      });
      expect([added.status, added.body.message], JSON.stringify(name)).toEqual([
        400,
        NAME_CHARACTER_MESSAGE,
      ]);
    }
    // Names of every script, with spaces and punctuation people use, stay welcome.
    for (const name of ['林 小華', 'Amy O’Neil-Lin', 'Đặng Thu', 'محمد', 'Zoë 🙂']) {
      expect((await rename(student, name)).status, name).toBe(200);
    }
    const [row] = await p.db.query<{ nickname: string }>(
      'SELECT nickname FROM account.users WHERE id = $1',
      [student.userId],
    );
    expect(row!.nickname).toBe('Zoë 🙂');
  });

  it('refuses them in an essay’s student name and a homework’s student list too', async () => {
    const teacher = await signUp(p, 'Essay Names School', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const [essay] = await p.db.query<{ id: number }>(
      "INSERT INTO api.articles (homework_id, title, content) VALUES ($1, 'homework_1', '內文') RETURNING id",
      [homeworkId],
    );
    for (const name of REFUSED.filter((n) => !n.includes('\t'))) {
      const renamed = await api(
        p,
        'PATCH',
        `/api/teacher/articles/${essay!.id}/student_name`,
        teacher.token,
        { name },
      );
      expect([renamed.status, renamed.body.error], JSON.stringify(name)).toEqual([
        400,
        NAME_CHARACTER_MESSAGE,
      ]);
      const listed = await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
        ...HOMEWORK,
        students: ['王小明', name],
      });
      expect([listed.status, listed.body.error], JSON.stringify(name)).toEqual([
        400,
        NAME_CHARACTER_MESSAGE,
      ]);
    }
    const kept = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${essay!.id}/student_name`,
      teacher.token,
      { name: 'Zoë 🙂' },
    );
    expect(kept.status).toBe(200);
  });
});
