import type { ApiContext } from '../context.ts';

/** The essay's facts that name a person or the school. */
export interface EssayOwner {
  student_name: string;
  /** The homework's student list. */
  students: string[];
  school_id: number;
  student_user_id: number | null;
}

/**
 * What a model engine must never send (issue 14, issue 18 §5): the student's name, the class's
 * names, the student's account (username and nickname) and the school's name. The model engine
 * masks each wherever it is written, an essay's heading included.
 */
export async function privateNamesOf(ctx: ApiContext, owner: EssayOwner): Promise<string[]> {
  const names = [
    owner.student_name,
    ...owner.students,
    await ctx.account.getSchoolName(owner.school_id),
  ];
  if (owner.student_user_id !== null) {
    const account = (await ctx.account.listSchoolUsers(owner.school_id)).find(
      (u) => u.id === owner.student_user_id,
    );
    if (account) names.push(account.username, account.nickname);
  }
  return names.filter((name) => name.trim().length > 0);
}
