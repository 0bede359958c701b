/**
 * Imported first by a bench that runs the server in its own process (bench:grading): runs the
 * bench again under `npm start`'s Node and V8 flags (package.json's script) unless it already
 * does, so that it measures what `npm start` runs (its young generation's size among them).
 */
import { spawnSync } from 'node:child_process';
import { nodeFlags } from './server-command.ts';

export const START_FLAGS = nodeFlags('start');

if (process.env.BENCH_START_FLAGS !== '1') {
  const { status } = spawnSync(
    process.execPath,
    [...START_FLAGS, '--import', 'tsx', process.argv[1]!, ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, BENCH_START_FLAGS: '1' } },
  );
  process.exit(status ?? 1);
}
