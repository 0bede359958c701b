/**
 * The Node arguments of `npm start`, `npm run web` and `npm run worker` as package.json gives
 * them (V8 flags, the built entry), so a bench measures the process those scripts start, flags
 * included (issue 30). The entry is built first, as the script builds it (decision 0060).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

type Script = 'start' | 'web' | 'worker';

/**
 * The script's last command, `[NAME=value …] node …` (the commands before it build): the
 * environment it sets (glibc's malloc setting, decision 0090) and Node's arguments.
 */
function nodeCommand(script: Script): { env: Record<string, string>; args: string[] } {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = /(?:^|&&\s*)((?:\w+=\S+\s+)*)node\s+([^&]+)$/.exec(scripts[script] ?? '');
  if (!command) throw new Error(`package.json's ${script} script does not run node`);
  const assignments = command[1]!.trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(
    assignments.map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  return { env, args: command[2]!.trim().split(/\s+/) };
}

/** The environment the script sets for its process (added to the caller's own). */
export function serverEnv(script: Script): Record<string, string> {
  return nodeCommand(script).env;
}

export function serverArgs(script: Script): string[] {
  const args = nodeCommand(script).args.map((arg) =>
    arg.startsWith('apps/') ? path.join(ROOT, arg) : arg,
  );
  const entry = args.map((arg) => /apps\/api\/dist\/(\w+)\/\1\.mjs$/.exec(arg)?.[1]).find(Boolean);
  if (entry)
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/api/scripts/build-server.ts'), entry],
      { stdio: 'inherit' },
    );
  return args;
}

/** The script's Node and V8 flags (its arguments before the entry), for a bench run in-process. */
export function nodeFlags(script: Script): string[] {
  return nodeCommand(script).args.filter((arg) => arg.startsWith('--'));
}
