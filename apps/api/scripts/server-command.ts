/**
 * The Node arguments of `npm start`, `npm run web` and `npm run worker` as package.json gives
 * them (V8 flags, the tsx loader, the entry), so a bench measures the process those scripts
 * start, flags included (issue 30).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export function serverArgs(script: 'start' | 'web' | 'worker'): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  // The last command of the script: `npm start` builds the web app first.
  const command = /(?:^|&&\s*)node\s+([^&]+)$/.exec(scripts[script] ?? '');
  if (!command) throw new Error(`package.json's ${script} script does not run node`);
  return command[1]!
    .trim()
    .split(/\s+/)
    .map((arg) => (arg.startsWith('apps/') ? path.join(ROOT, arg) : arg));
}
