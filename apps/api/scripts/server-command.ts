/**
 * The Node arguments of `npm start`, `npm run web` and `npm run worker` as package.json gives
 * them (V8 flags, the built entry), so a bench measures the process those scripts start, flags
 * included (issue 30). The entry is built first, as the script builds it (decision 0060).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export function serverArgs(script: 'start' | 'web' | 'worker'): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  // The last command of the script: the commands before it build the web app and the entry.
  const command = /(?:^|&&\s*)node\s+([^&]+)$/.exec(scripts[script] ?? '');
  if (!command) throw new Error(`package.json's ${script} script does not run node`);
  const args = command[1]!
    .trim()
    .split(/\s+/)
    .map((arg) => (arg.startsWith('apps/') ? path.join(ROOT, arg) : arg));
  const entry = args.map((arg) => /apps\/api\/dist\/(\w+)\/\1\.mjs$/.exec(arg)?.[1]).find(Boolean);
  if (entry)
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/api/scripts/build-server.ts'), entry],
      { stdio: 'inherit' },
    );
  return args;
}
