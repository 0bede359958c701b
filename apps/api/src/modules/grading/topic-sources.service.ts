import type { Db } from '@essay/db';
import { loadGrader } from '../../engines/grader.ts';
import * as grading from './grading.repository.ts';

/**
 * What the engine judges an essay's topic by, besides the task: the homework's model essays and
 * its other essays. Pricing and grading read them the same way, so both decide alike.
 */
export async function topicSourcesOf(
  db: Db,
  homeworkId: number,
  articleId: number,
): Promise<{ modelEssays: string[]; peerEssays: string[] }> {
  const { PEERS } = await loadGrader();
  return {
    modelEssays: await grading.listModelEssayTexts(db, homeworkId, articleId),
    peerEssays: await grading.listPeerEssayTexts(db, homeworkId, articleId, PEERS.max),
  };
}
