import { z } from 'zod';
import { pointsField } from './account.ts';
import { formId, personName, safeTrimmed } from './safe-text.ts';
import { parseRosterList, repeatedSeats, ROSTER_MESSAGES, SeatSchema } from './roster.ts';

/** Students added in one paste; each gets an account (a scrypt hash each), so the list is bounded. */
export const MAX_STUDENTS_PER_PASTE = 100;

const StudentNameSchema = personName(50, 'Student name is required');

/**
 * POST /account/schoolclass/add_students: `names` is the pasted list (one student is a list of
 * one); a line starting with a number gives that student's seat number (`parseRosterList`).
 */
export const AddStudentsFormSchema = z.object({
  id: formId,
  names: z
    .string()
    .max(20_000)
    .transform(parseRosterList)
    .pipe(
      z
        .array(z.object({ name: StudentNameSchema, seat_no: SeatSchema.nullable() }))
        .min(1, 'Enter at least one student name')
        .max(MAX_STUDENTS_PER_PASTE, `At most ${MAX_STUDENTS_PER_PASTE} students at a time`)
        .refine((entries) => repeatedSeats(entries).length === 0, ROSTER_MESSAGES.seatRepeated),
    ),
});

export const ClassMembersFormSchema = z.object({ id: formId });
export const MoveStudentFormSchema = z.object({ user_id: formId, from_id: formId, to_id: formId });
/** A student of a class: remove_student and reset_password. */
export const ClassStudentFormSchema = z.object({ id: formId, user_id: formId });

/** A class as class management lists it: who teaches it and how many students it has. */
export const ManagedClassSchema = z.object({
  id: z.number().int(),
  cls_name: z.string(),
  code: z.string().optional(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  student_count: z.number().int(),
});
export type ManagedClass = z.infer<typeof ManagedClassSchema>;

/** An account of the school as the admin's lists show it. */
export const SchoolUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});

/** A student of a class, with the seat number (座號) the class gives them, if set. */
export const ClassStudentSchema = SchoolUserSchema.extend({ seat_no: z.number().int().nullable() });
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

/** A new student account with its initial password: shown once, printed on the hand-out sheet. */
export const NewStudentAccountSchema = ClassStudentSchema.extend({ password: z.string() });
export type NewStudentAccount = z.infer<typeof NewStudentAccountSchema>;

export const SchoolTeacherSchema = SchoolUserSchema.extend({ user_point: z.number().int() });
export type SchoolTeacher = z.infer<typeof SchoolTeacherSchema>;

/** POST /account/point/grant: the school admin gives a teacher points directly. */
export const PointGrantFormSchema = z.object({
  user_id: formId,
  points: pointsField,
  note: safeTrimmed(500).default(''),
});

/** A row of the school's points ledger (every teacher's gains and spending). */
export const SchoolLedgerRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  delta: z.number().int(),
  service_type: z.string(),
  note: z.string(),
  add_time: z.string(),
});
export type SchoolLedgerRow = z.infer<typeof SchoolLedgerRowSchema>;

export const ADMIN_MESSAGES = {
  studentNotFound: 'Student not found',
  teacherNotFound: 'Teacher not found',
  sameClass: 'The student is already in that class',
} as const;

/** Files and bytes of one kind of stored file. */
export const StoredFilesSchema = z.object({
  count: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});
export type StoredFiles = z.infer<typeof StoredFilesSchema>;

/**
 * GET /api/admin/storage: what the school keeps in the file store. `files`: the original uploads of
 * its homework (page images made from them come on top); `avatars`: its members' profile pictures.
 */
export const SchoolStorageSchema = z.object({
  files: StoredFilesSchema,
  avatars: StoredFilesSchema,
  total_bytes: z.number().int().nonnegative(),
});
export type SchoolStorage = z.infer<typeof SchoolStorageSchema>;
