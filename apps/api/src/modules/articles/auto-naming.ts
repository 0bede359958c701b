import type { Db } from '@essay/db';

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
  const [homework] = await db.query<{ students: string[] }>('SELECT students FROM api.homeworks WHERE id = $1', [homeworkId]);
  if (!homework || homework.students.length === 0) return 0;
  const articles = await db.query<{ id: number; student_name: string; content: string; file_names: string[] }>(
    `SELECT a.id, a.student_name, a.content,
       COALESCE(array_agg(f.file_name ORDER BY f.position) FILTER (WHERE f.id IS NOT NULL), '{}') AS file_names
     FROM api.articles a LEFT JOIN api.homework_files f ON f.article_id = a.id
     WHERE a.homework_id = $1 GROUP BY a.id ORDER BY a.id`,
    [homeworkId],
  );
  const taken = new Set(articles.map((a) => a.student_name).filter(Boolean));
  let named = 0;
  for (const article of articles.filter((a) => a.student_name === '')) {
    const free = homework.students.filter((name) => !taken.has(name));
    const name = findStudentName(article.file_names.join(' '), free) ?? findStudentName(headOf(article.content), free);
    if (!name) continue;
    await db.query("UPDATE api.articles SET student_name = $2, updated_at = now() WHERE id = $1 AND student_name = ''", [article.id, name]);
    taken.add(name);
    named += 1;
  }
  return named;
}
