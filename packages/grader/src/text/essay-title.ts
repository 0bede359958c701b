/** Sentence and clause punctuation: a line with any of these is prose, not a title. */
const PROSE = /[。！？!?，,；;：:…]|\.(\s|$)/;
const MAX_TITLE = { cjk: 20, words: 12 };

function isTitleLine(line: string): boolean {
  const t = line.trim();
  if (!t || PROSE.test(t) || !/[\p{L}\p{N}]/u.test(t)) return false;
  const cjk = t.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  if (cjk > 0) return cjk <= MAX_TITLE.cjk && t.length <= MAX_TITLE.cjk + 6;
  return t.split(/\s+/).length <= MAX_TITLE.words && t.length <= 80;
}

/**
 * The essay's own title: a short first line without sentence punctuation, followed by the
 * essay. The title is not a paragraph: `body` is the text after it (spans of a report made from
 * `body` point into `body`). No title: `title` is null and `body` the text as given.
 */
export function splitEssayTitle(text: string): { title: string | null; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0 || !isTitleLine(lines[first]!)) return { title: null, body: text };
  const rest = lines
    .slice(first + 1)
    .join('\n')
    .replace(/^\s*\n/, '');
  if (!rest.trim()) return { title: null, body: text };
  return { title: lines[first]!.trim(), body: rest };
}

/** A line ends a sentence (or a quoted sentence). */
const SENTENCE_END = /[。！？!?…」』”"'.)]\s*$/;
/** A line that starts a new paragraph: indented with spaces or ideographic spaces. */
const INDENTED = /^(\u3000|\s{2,}|\t)/;

/**
 * The text of an essay's pages, in order. A page break is a paragraph break only when the text
 * says so: the page before ends a sentence, or the next page begins indented. Otherwise the
 * sentence runs on (no space between CJK characters, one space between English words).
 */
export function joinPages(pages: readonly string[]): string {
  let out = '';
  for (const raw of pages) {
    const page = raw.replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');
    if (!page.trim()) continue;
    if (!out) {
      out = page;
      continue;
    }
    const breaks = SENTENCE_END.test(out) || INDENTED.test(page);
    if (breaks) out = `${out}\n${page}`;
    else {
      const next = page.trimStart();
      const cjk =
        /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]$/.test(out) ||
        /^[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/.test(next);
      out = `${out}${cjk ? '' : ' '}${next}`;
    }
  }
  return out;
}
