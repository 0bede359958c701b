import type { Db } from '@essay/db';
import { loadGrader } from '../../engines/grader.ts';
import * as grading from './grading.repository.ts';

export interface TopicSources {
  modelEssays: string[];
  peerEssays: string[];
}

/**
 * What the engine judges an essay's topic by, besides the task: the homework's model essays and
 * its other essays (the first PEERS.max with text). Read once per homework; each essay's sources
 * leave the essay itself out. Pricing and grading read them the same way, so both decide alike.
 */
export async function homeworkTopicSources(
  db: Db,
  homeworkId: number,
): Promise<(articleId: number) => TopicSources> {
  const { PEERS } = await loadGrader();
  const models = await grading.listModelEssays(db, homeworkId);
  const peers = await grading.listPeerEssays(db, homeworkId, PEERS.max + 1);
  return (articleId) => ({
    modelEssays: models.filter((m) => m.id !== articleId).map((m) => m.content),
    peerEssays: peers
      .filter((p) => p.id !== articleId)
      .slice(0, PEERS.max)
      .map((p) => p.content),
  });
}
