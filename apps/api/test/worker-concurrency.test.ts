import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readApiConfig } from '../src/config.ts';
import { defaultConcurrency } from '../src/jobs/workers.ts';

// How many jobs a worker runs at once when `--concurrency` does not say (issue 17).
describe('default worker concurrency', () => {
  const config = readApiConfig({ SEED_DEMO: '0' });

  it('runs one extraction and one correction at a time inside npm start, which shares its cores with the web server', () => {
    expect(defaultConcurrency(config)).toEqual({ extract: 1, grade: 1, retention: 1 });
  });

  it('gives a worker process of its own one extraction thread a core, at most four', () => {
    const { extract, grade } = defaultConcurrency(config, 'dedicated');
    expect(extract).toBe(Math.min(4, availableParallelism()));
    expect(extract).toBeGreaterThanOrEqual(1);
    expect(grade).toBe(1);
  });
});
