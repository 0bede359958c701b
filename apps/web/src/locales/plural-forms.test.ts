import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUs from './en-us.json' with { type: 'json' };
import zhTw from './zh-tw.json' with { type: 'json' };

const LOCALES = { 'en-us': enUs, 'zh-tw': zhTw } as const;

/** Placeholders that hold words, never a number, so a word after them is no counted noun. */
const WORD_PLACEHOLDERS = new Set(['name', 'cls', 'product', 'title', 'username', 'names']);
const NOT_NOUNS = new Set(['is', 'was', 'has', 'its', 'this', 'as', 'us', 'does', 'yes']);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function* entries(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree !== 'object' || tree === null) return;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* entries(value, path);
  }
}

/**
 * The plurals a locale text writes by hand: "(s)", a number placeholder other than an i18next
 * `count` before a plural noun ("{{essays}} essays", "{{max}} files"), a literal "1 … essays",
 * a `_one` form with a plural noun, and a `_one` form in a language that has none.
 */
export function handWrittenPlurals(lang: keyof typeof LOCALES, tree: unknown): string[] {
  const found: string[] = [];
  const hasOne = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.includes('one');
  for (const [key, text] of entries(tree)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (/\((s|es)\)|（s）/i.test(text)) found.push(`${key}: "(s)"`);
    if (form === 'one' && !hasOne) found.push(`${key}: a _one form ${lang} never uses`);
    const counted = /\{\{(\w+)\}\}\s+(?:[A-Za-z-]+\s+)?([A-Za-z]+s)\b/g;
    for (const [phrase, name, noun] of text.matchAll(counted)) {
      if (WORD_PLACEHOLDERS.has(name!) || NOT_NOUNS.has(noun!.toLowerCase())) continue;
      if (name === 'count' && form && form !== 'one') continue;
      found.push(`${key}: "${phrase}"`);
    }
    for (const [phrase] of text.matchAll(/\b1\s+(?:[a-z-]+\s+)?[a-z]+s\b/g))
      if (!NOT_NOUNS.has(phrase.split(/\s+/).at(-1)!)) found.push(`${key}: "${phrase}"`);
  }
  return found;
}

/** Issue 12 item 8, issue 29 item 5: counted texts follow each language's plural rules. */
describe('plural forms', () => {
  it('en-us says "1 file left" and "2 files left"; zh-tw has one form', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { 'en-us': { translation: enUs }, 'zh-tw': { translation: zhTw } },
      lng: 'en-us',
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
    });
    const pending = (lng: string, count: number) =>
      i18n.t('homework.status.extractionPending', { lng, count });
    expect(pending('en-us', 1)).toBe('Extracting text (1 file left)…');
    expect(pending('en-us', 2)).toBe('Extracting text (2 files left)…');
    expect(pending('zh-tw', 1)).toBe('文字辨識中（剩 1 個檔案）…');
    expect(i18n.t('main.welcome.student', { lng: 'en-us', name: 'Amy', count: 1 })).toBe(
      'Welcome, Amy! You have 1 pending assignment.',
    );
  });

  it.each(Object.entries(LOCALES))('%s writes no plural by hand', (lang, tree) => {
    expect(handWrittenPlurals(lang as keyof typeof LOCALES, tree)).toEqual([]);
  });

  it('finds the plurals written by hand that issue 29 met', () => {
    const tree = {
      a: 'Correction started for {{count}} essay(s).',
      b: 'Erased: {{essays}} essays and {{files}} files.',
      c: 'Welcome! You have {{count}} pending assignments.',
      d_one: '{{count}} marked places',
      e: 'Erased: 1 essays',
      f_other: '{{count}} essays, {{name}} was here',
    };
    expect(handWrittenPlurals('en-us', tree)).toEqual([
      'a: "(s)"',
      'b: "{{essays}} essays"',
      'b: "{{files}} files"',
      'c: "{{count}} pending assignments"',
      'd_one: "{{count}} marked places"',
      'e: "1 essays"',
    ]);
    expect(handWrittenPlurals('zh-tw', { g_one: '{{count}} 篇' })).toEqual([
      'g_one: a _one form zh-tw never uses',
    ]);
  });
});
