import type { Db } from '@essay/db';
import { findHomeworkStudents } from '../homeworks/homeworks.repository.ts';
import { listArticlesWithFileNames, nameUnnamedArticle } from './articles.repository.ts';

function normalise(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The longest listed name found in `text`, so 王小明 wins over 王明 when both would match. */
export function findStudentName(text: string, names: string[]): string | null {
  const haystack = normalise(text);
  const found = names.filter((name) => name.trim() !== '' && haystack.includes(normalise(name)));
  found.sort((a, b) => normalise(b).length - normalise(a).length);
  return found[0] ?? null;
}

/** Where a name is written: the file name, else the first lines of the essay (姓名：… at the top). */
function headOf(content: string): string {
  return content.split('\n').slice(0, 3).join('\n').slice(0, 80);
}

/**
 * Names unnamed essays of a homework from its student list: by file name first, then by the
 * name written at the top of the essay. A name already given to an essay is not given twice.
 * Answers how many essays were named.
 */
export async function autoNameArticles(db: Db, homeworkId: number): Promise<number> {
  const students = await findHomeworkStudents(db, homeworkId);
  if (students.length === 0) return 0;
  const articles = await listArticlesWithFileNames(db, homeworkId);
  const taken = new Set(articles.map((a) => a.student_name).filter(Boolean));
  let named = 0;
  for (const article of articles.filter((a) => a.student_name === '')) {
    const free = students.filter((name) => !taken.has(name));
    const name =
      findStudentName(article.file_names.join(' '), free) ??
      findStudentName(headOf(article.content), free);
    if (!name) continue;
    taken.add(name);
    if (await nameUnnamedArticle(db, article.id, name)) named += 1;
  }
  return named;
}
