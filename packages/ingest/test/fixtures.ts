import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
export const readFixture = (name: string): Buffer => readFileSync(fixture(name));
export const trueText = (name: string): string =>
  readFileSync(fixture(name.replace(/\.[a-z]+$/, '.txt')), 'utf8');
/** True texts hold one paragraph a line. */
export const trueParagraphs = (name: string): string[] =>
  trueText(name)
    .split('\n')
    .filter((line) => line.trim());
