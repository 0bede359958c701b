import { accountAnswerSchema } from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../http/account-client.ts';

/** A point application succeeds only when the answer's state is true (spec §8). */
export async function applyForPoints(
  proKey: string,
  askPoint: number,
  askNote: string,
): Promise<void> {
  requireState(
    await accountRequest('/pointask/add', accountAnswerSchema(z.unknown()), {
      fields: { pro_key: proKey, ask_point: askPoint, ask_note: askNote },
    }),
  );
}
