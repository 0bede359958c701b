/**
 * Harper's thread (see harper-thread.ts): it holds the linter for its lifetime and answers
 * `{ id, text }` with `{ id, corrections }` or `{ id, error }`; `text: null` only sets Harper up.
 */
import { parentPort } from 'node:worker_threads';
import { harperCorrections, harperLinter } from './harper.ts';

type Request = { id: number; text: string | null };

parentPort!.on('message', (request: Request) => {
  const work = request.text === null ? harperLinter() : harperCorrections(request.text);
  work.then(
    (result) =>
      parentPort!.postMessage({ id: request.id, corrections: Array.isArray(result) ? result : [] }),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      }),
  );
});
