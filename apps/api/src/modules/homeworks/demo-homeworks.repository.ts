import type { Db } from '@essay/db';

export interface DemoHomework {
  schoolId: number;
  teacherId: number;
  classId: number;
  name: string;
  instructions: string;
}

/** The demo homework the teacher uploads to, when the demo school has no homework yet. */
export async function insertTeacherDemoHomework(db: Db, demo: DemoHomework, students: string[]): Promise<void> {
  await db.query(
    `INSERT INTO api.homeworks (school_id, teacher_id, name, instructions, submission_begin_at, submission_deadline_at,
       assigned_classes, students)
     SELECT $1, $2, $3, $4, now(), now() + interval '14 days', $5, $6
     WHERE NOT EXISTS (SELECT 1 FROM api.homeworks WHERE school_id = $1)`,
    [demo.schoolId, demo.teacherId, demo.name, demo.instructions, [demo.classId], students],
  );
}

/** The demo homework students hand in themselves (revisions allowed), once per school. */
export async function insertStudentDemoHomework(db: Db, demo: DemoHomework): Promise<void> {
  await db.query(
    `INSERT INTO api.homeworks (school_id, teacher_id, name, instructions, submission_method, submission_begin_at,
       submission_deadline_at, assigned_classes, allow_revision)
     SELECT $1, $2, $3, $4, 'student', now(), now() + interval '14 days', $5, true
     WHERE NOT EXISTS (SELECT 1 FROM api.homeworks WHERE school_id = $1 AND submission_method = 'student')`,
    [demo.schoolId, demo.teacherId, demo.name, demo.instructions, [demo.classId]],
  );
}
