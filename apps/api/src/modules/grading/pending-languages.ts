import type { EssayLang } from '@essay/contracts';
import { decideLang } from '@essay/grader/light';
import type { ApiContext } from '../../context.ts';
import { listPendingGradingTexts } from './grading.repository.ts';

/** Enough of the queue to see its languages; a longer queue is mostly one school's class. */
const ESSAYS_LOOKED_AT = 100;

/**
 * The languages of the essays waiting for the engine, as the engine will decide them (the essay's
 * text, the task as a tie-break): a worker starting now loads these languages' tables before its
 * first job, and any other language's on its first essay (decision 0054).
 */
export async function pendingLanguages(ctx: Pick<ApiContext, 'db'>): Promise<EssayLang[]> {
  const langs = new Set<EssayLang>();
  for (const essay of await listPendingGradingTexts(ctx.db, ESSAYS_LOOKED_AT))
    langs.add(decideLang(essay.content, `${essay.name}\n${essay.instructions}`));
  return [...langs].sort();
}
