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

/** A paragraph's opening indent: two full-width spaces (or two spaces, a tab). */
const OPENS_INDENTED = /^(\u3000|\s{2,}|\t)/;
/** At most this many characters in a Chinese title holding one comma (「那一刻，我長大了」). */
const MAX_COMMA_TITLE = 12;

/**
 * A Chinese title with one comma or 、 (「那一刻，我長大了」): short, not indented, nothing else
 * of sentence punctuation, not ending on the comma, and the next line opens a paragraph with an
 * indent — a first paragraph that happens to be short is indented itself, a title is not.
 */
export function isCommaTitle(line: string, next: string | undefined): boolean {
  const t = line.trim();
  if (OPENS_INDENTED.test(line) || !next || !OPENS_INDENTED.test(next)) return false;
  const cjk = t.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  if (cjk === 0 || cjk > MAX_COMMA_TITLE || t.length > MAX_COMMA_TITLE + 2) return false;
  const marks = t.match(/[，,、]/g)?.length ?? 0;
  return marks === 1 && !/[，,、]$/.test(t) && !PROSE.test(t.replace(/[，,、]/, ''));
}

/**
 * The essay's own title: a short first line without sentence punctuation (or a short Chinese
 * title with one comma, `isCommaTitle`), followed by the essay. The title is not a paragraph: `body` is the text after it (spans of a report made from
 * `body` point into `body`). No title: `title` is null and `body` the text as given.
 */
export function splitEssayTitle(text: string): { title: string | null; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const next = lines.slice(first + 1).find((l) => l.trim() !== '');
  if (first < 0 || !(isTitleLine(lines[first]!) || isCommaTitle(lines[first]!, next)))
    return { title: null, body: text };
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
