import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  jobConnection,
  startJobQueue,
  type Db,
  type JobQueue,
} from '../src/index.ts';

let db: Db;
let queue: JobQueue;
beforeAll(async () => {
  db = await createTestDatabase();
  queue = await startJobQueue(db);
  await queue.createQueue('test.echo');
});
afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await db.close();
});

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction', async () => {
    const seen = new Promise<unknown>((resolve) => {
      void queue.work('test.echo', { pollingIntervalSeconds: 0.5 }, async ([job]) =>
        resolve(job?.data),
      );
    });
    await db.transaction(async (tx) => {
      await queue.send('test.echo', { hello: 'world' }, jobConnection(tx));
    });
    expect(await seen).toEqual({ hello: 'world' });
  });

  it('drops a job enqueued in a transaction that rolls back', async () => {
    await queue.createQueue('test.rollback');
    await expect(
      db.transaction(async (tx) => {
        await queue.send('test.rollback', { n: 1 }, jobConnection(tx));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queue.getQueueSize('test.rollback')).toBe(0);
  });

  it('reports, not throws, the late write of a handler that outlived stop() and the database', async () => {
    const own = await createTestDatabase();
    const errors: Error[] = [];
    const boss = await startJobQueue(own, { onError: (error) => errors.push(error) });
    await boss.createQueue('test.outlives');
    let release = (): void => {};
    const started = new Promise<void>((resolve) => {
      void boss.work('test.outlives', { pollingIntervalSeconds: 0.5 }, async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
      });
    });
    await boss.send('test.outlives', { n: 1 });
    await started;
    await boss.stop({ graceful: false, wait: true });
    await own.close();
    release(); // pg-boss now completes the job on a closed database
    await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
  });
});
