import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { wordsOf, type WordPart } from './src/i18n/word-parts.ts';

const PART = /\/locales\/[a-z-]+\.json\?words=(first|later)$/;

/**
 * `locales/xx.json?words=first|later`: one part of a language file's sections (src/i18n/word-parts.ts),
 * as a module of its own. Every word stays in the one file per language.
 */
export function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A module of its own (not JSON: the bundler's JSON step leaves ids with a query alone).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(wordsOf(all, match[1] as WordPart)))});`;
    },
  };
}
