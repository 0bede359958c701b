import { run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export interface DemoHomework {
  schoolId: number;
  teacherId: number;
  classId: number;
  name: string;
  instructions: string;
}

/** Inserts the homework unless the school already has one that `existing` matches. */
async function insertUnlessExists(
  db: Db,
  demo: DemoHomework,
  extra: { submission_method?: 'student'; allow_revision?: boolean; students?: string[] },
): Promise<void> {
  const existing = await run(
    db,
    q
      .selectFrom('api.homeworks')
      .select('id')
      .where('school_id', '=', demo.schoolId)
      .$if(extra.submission_method !== undefined, (qb) =>
        qb.where('submission_method', '=', 'student'),
      )
      .limit(1),
  );
  if (existing.length > 0) return;
  await run(
    db,
    q.insertInto('api.homeworks').values({
      school_id: demo.schoolId,
      teacher_id: demo.teacherId,
      name: demo.name,
      instructions: demo.instructions,
      submission_begin_at: sql<Date>`now()`,
      submission_deadline_at: sql<Date>`now() + interval '14 days'`,
      assigned_classes: [demo.classId],
      ...extra,
    }),
  );
}

/** The demo homework the teacher uploads to, when the demo school has no homework yet. */
export async function insertTeacherDemoHomework(
  db: Db,
  demo: DemoHomework,
  students: string[],
): Promise<void> {
  await insertUnlessExists(db, demo, { students });
}

/** The demo homework students hand in themselves (revisions allowed), once per school. */
export async function insertStudentDemoHomework(db: Db, demo: DemoHomework): Promise<void> {
  await insertUnlessExists(db, demo, { submission_method: 'student', allow_revision: true });
}
