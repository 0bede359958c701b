import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  fairPriority,
  jobConnection,
  startJobQueue,
  type Db,
  type JobOwner,
  type JobQueue,
  type TurnOptions,
} from '../src/index.ts';

let db: Db;
let boss: JobQueue;
beforeAll(async () => {
  db = await createTestDatabase();
  boss = await startJobQueue(db);
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await db.close();
});

async function enqueue(
  queue: string,
  label: string,
  owner: JobOwner,
  turn: TurnOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const { slot, priority } = await fairPriority(tx, queue, owner, turn);
    const data = { label, owner, slot, ...(turn.quick && { quick: true }) };
    await boss.send(queue, data, { ...jobConnection(tx), priority });
  });
}

/** The order pg-boss hands the jobs out (one fetch at a time, as a worker does). */
async function drain(queue: string): Promise<string[]> {
  const order: string[] = [];
  for (;;) {
    const [job] = (await boss.fetch<{ label: string }>(queue)) ?? [];
    if (!job) return order;
    order.push(job.data.label);
    await boss.complete(queue, job.id);
  }
}

describe('fair turns on the job queue', () => {
  it("puts another school's first job right behind the head of a big school's backlog", async () => {
    const queue = 'test.fair.schools';
    await boss.createQueue(queue);
    for (let i = 1; i <= 30; i++) await enqueue(queue, `A${i}`, { school: 1, teacher: 10 });
    await enqueue(queue, 'B1', { school: 2, teacher: 20 });
    await enqueue(queue, 'C1', { school: 3, teacher: 30 });
    await enqueue(queue, 'B2', { school: 2, teacher: 20 });
    const order = await drain(queue);
    expect(order.slice(0, 6)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3']);
    expect(order).toHaveLength(33);
  });

  it("gives a school's second teacher a turn at once, and spaces that school's later jobs by its teachers", async () => {
    const queue = 'test.fair.teachers';
    await boss.createQueue(queue);
    for (let i = 1; i <= 4; i++) await enqueue(queue, `A${i}`, { school: 1, teacher: 10 });
    for (let i = 1; i <= 4; i++) await enqueue(queue, `a${i}`, { school: 1, teacher: 11 });
    for (let i = 1; i <= 4; i++) await enqueue(queue, `B${i}`, { school: 2, teacher: 20 });
    // Teacher 10's jobs were queued while alone (one turn apart); teacher 11's, two apart.
    expect(await drain(queue)).toEqual([
      'A1',
      'a1',
      'B1',
      'A2',
      'B2',
      'A3',
      'a2',
      'B3',
      'A4',
      'B4',
      'a3',
      'a4',
    ]);
  });

  it("runs a teacher's 'correct now' before background work, still fairly among urgent ones", async () => {
    const queue = 'test.fair.urgent';
    await boss.createQueue(queue);
    for (let i = 1; i <= 5; i++) await enqueue(queue, `bg${i}`, { school: 1, teacher: 10 });
    await enqueue(queue, 'now-B', { school: 2, teacher: 20 }, { urgent: true });
    await enqueue(queue, 'now-A', { school: 1, teacher: 10 }, { urgent: true });
    const order = await drain(queue);
    expect(order.slice(0, 2).sort()).toEqual(['now-A', 'now-B']);
    expect(order.slice(2)).toEqual(['bg1', 'bg2', 'bg3', 'bg4', 'bg5']);
  });

  it('reads quick jobs (no OCR) before pages to OCR, with fair turns in each lane', async () => {
    const queue = 'test.fair.quick';
    await boss.createQueue(queue);
    const a = { school: 1, teacher: 10 };
    const b = { school: 2, teacher: 20 };
    for (let i = 1; i <= 3; i++) await enqueue(queue, `A-page${i}`, a);
    for (let i = 1; i <= 3; i++) await enqueue(queue, `A-word${i}`, a, { quick: true });
    await enqueue(queue, 'B-page1', b);
    await enqueue(queue, 'B-word1', b, { quick: true });
    await enqueue(queue, 'B-page2', b);
    // A's three waiting pages do not put B's quick job behind A's quick ones, nor the reverse.
    expect(await drain(queue)).toEqual([
      'A-word1',
      'B-word1',
      'A-word2',
      'A-word3',
      'A-page1',
      'B-page1',
      'A-page2',
      'B-page2',
      'A-page3',
    ]);
  });

  it('keeps urgent work ahead of quick work', async () => {
    const queue = 'test.fair.quick-urgent';
    await boss.createQueue(queue);
    await enqueue(queue, 'word', { school: 1, teacher: 10 }, { quick: true });
    await enqueue(queue, 'retry', { school: 2, teacher: 20 }, { urgent: true });
    expect(await drain(queue)).toEqual(['retry', 'word']);
  });
});
