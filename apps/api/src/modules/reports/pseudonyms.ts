import { pseudonymOf, type ReportDocument } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { listHomeworkArticles } from '../articles/articles.repository.ts';

/** Each essay's place in its homework (1, 2, …, by id): the number that stands for its student. */
export async function essayNumbers(
  ctx: ApiContext,
  homeworkId: number,
): Promise<Map<number, number>> {
  const rows = await listHomeworkArticles(ctx.db, homeworkId);
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}

/**
 * The document with the student's name replaced by the essay's number, also where the title (a
 * file named after the student) or the teacher's comment carries it. The essay text stays as written: the
 * report's spans point into it.
 */
export function pseudonymise(doc: ReportDocument, position: number): ReportDocument {
  const name = doc.article.student_name.trim();
  const pseudonym = pseudonymOf(position);
  return {
    ...doc,
    article: {
      ...doc.article,
      student_name: pseudonym,
      title: name ? doc.article.title.replaceAll(name, pseudonym) : doc.article.title,
      teacher_suggestion: name
        ? doc.article.teacher_suggestion.replaceAll(name, pseudonym)
        : doc.article.teacher_suggestion,
    },
  };
}
