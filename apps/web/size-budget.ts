import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The build's size report (issue 30): each script chunk's gzip size, the script a signed-in
 * student's first page (/main, in the larger language) loads, and the whole app. The build fails
 * when either is above its budget.
 */
export interface SizeBudget {
  /** KB gzip of script for a signed-in student's first page. */
  firstPageKb: number;
  /** KB gzip of every script chunk together. */
  wholeAppKb: number;
}

interface Chunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  gzip: number;
}

const FIRST_PAGE = /features\/main\/main-page\.tsx$/;
// The part of a language file the first page waits for (src/i18n/word-parts.ts).
const LOCALE = /locales\/[a-z-]+\.json\?words=first$/;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A chunk and every chunk it imports statically: what the browser loads with it. */
function closure(start: Chunk[], byName: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const stack = [...start];
  for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) stack.push(byName.get(name)!);
  }
  return seen;
}

const total = (chunks: Iterable<Chunk>) => [...chunks].reduce((sum, c) => sum + c.gzip, 0);

export function sizeBudget(budget: SizeBudget): Plugin {
  return {
    name: 'size-budget',
    apply: 'build',
    // After Vite's own steps have written each dynamic import's preload list into the code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Chunk[] = [];
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk') continue;
          const { fileName, imports, moduleIds, isEntry, code } = out;
          chunks.push({ fileName, imports, moduleIds, isEntry, gzip: gzipSync(code).length });
        }
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const has = (pattern: RegExp) =>
          chunks.filter((c) => c.moduleIds.some((id) => pattern.test(id)));
        const page = has(FIRST_PAGE);
        const locale = has(LOCALE)
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 1);
        if (page.length === 0 || locale.length === 0)
          this.error('size-budget: the first page or the language chunks are missing');
        const first = total(
          closure([...chunks.filter((c) => c.isEntry), ...page, ...locale], byName),
        );
        const whole = total(chunks);
        const lines = chunks
          .sort((a, b) => b.gzip - a.gzip)
          .map((c) => `  ${kb(c.gzip).padStart(7)} KB  ${c.fileName}`);
        this.info(
          [
            'script sizes (gzip):',
            ...lines,
            `student's first page (/main): ${kb(first)} KB (budget ${budget.firstPageKb} KB)`,
            `whole app: ${kb(whole)} KB (budget ${budget.wholeAppKb} KB)`,
          ].join('\n'),
        );
        if (first > budget.firstPageKb * 1024 || whole > budget.wholeAppKb * 1024)
          this.error('size-budget: a script budget is exceeded (apps/web/vite.config.ts)');
      },
    },
  };
}
