import { accountCommand } from '../http/account-client.ts';

/** A point application succeeds only when the answer's state is true (spec §8). */
export function applyForPoints(proKey: string, askPoint: number, askNote: string): Promise<void> {
  return accountCommand('/pointask/add', {
    fields: { pro_key: proKey, ask_point: askPoint, ask_note: askNote },
  });
}
