import { describe, expect, it } from 'vitest';
import { harperCorrections } from '../src/mechanics/en/harper.ts';
import {
  harperCorrectionsInThread,
  stopHarper,
  warmHarper,
} from '../src/mechanics/en/harper-thread.ts';

const ESSAY =
  'Last summer my family go to Hualien. We seen the ocean and it was realy beatiful. ' +
  'My brother dont like the long bus ride, but he enjoy the food at the night market.';

describe("Harper's thread", () => {
  it('finds what Harper finds in this thread, and starts again after it was stopped', async () => {
    await warmHarper();
    const here = await harperCorrections(ESSAY);
    expect(here.map((c) => c.original)).toEqual(expect.arrayContaining(['realy']));
    expect(await harperCorrectionsInThread(ESSAY)).toEqual(here);

    await stopHarper();
    expect(await harperCorrectionsInThread(ESSAY)).toEqual(here);
    await stopHarper();
  }, 120_000);

  it('fails a request whose thread is stopped under it, and answers the next one', async () => {
    const asked = harperCorrectionsInThread(ESSAY);
    await stopHarper();
    await expect(asked).rejects.toThrow(/Harper's thread stopped/);
    expect((await harperCorrectionsInThread('I has a apple.')).length).toBeGreaterThan(0);
    await stopHarper();
  }, 120_000);
});
