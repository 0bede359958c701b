import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES } from '../src/malloc-tunables.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The processes that read pages start with the malloc setting the bench measures (decision 0090). */
describe('the malloc setting of the processes that read pages', () => {
  it('is what npm start, npm run worker and the Docker image start with', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    for (const name of ['start', 'worker'])
      expect(scripts[name]).toMatch(new RegExp(`GLIBC_TUNABLES=${MALLOC_TUNABLES} node `));
    expect(read('Dockerfile')).toContain(`ENV GLIBC_TUNABLES=${MALLOC_TUNABLES}\n`);
  });
});
