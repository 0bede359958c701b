/**
 * Mechanics of the essay: spelling, typos (錯別字), grammar, punctuation and layout.
 * English uses Harper (local WASM) plus learner rules; Chinese uses the committed spelling
 * model in zh/model and punctuation/format rules. Nothing is fetched at run time.
 */
import type { Correction, CorrectionKind } from '@essay/contracts';
import { dropOverlaps, makeCorrection } from './correction.ts';
import { englishBasics } from './en/basics.ts';
import { englishConfusions } from './en/confusions.ts';
import { englishGrammarRules } from './en/grammar-rules.ts';
import { harperCorrectionsInThread, warmHarper } from './en/harper-thread.ts';
import { chinesePunctuation } from './zh/punctuation.ts';
import { findChineseTypos } from './zh/spelling.ts';
import { chineseRules, isTaiwanCorrect } from './zh/taiwan.ts';
import { taiwanUsageCorrections } from './zh/usage.ts';

const warm = new Map<'zh' | 'en', Promise<void>>();

/**
 * Loads and warms the Chinese model and Harper (or only the languages given); idempotent.
 * Harper sets up in its own thread (harper-thread.ts), started before the Chinese tables load
 * (in a microtask, in this thread), so both load at once on a machine with two cores. A failed
 * load is not kept: the next call tries again.
 */
export async function initMechanics(langs: readonly ('zh' | 'en')[] = ['zh', 'en']): Promise<void> {
  for (const lang of langs) {
    if (!warm.has(lang)) {
      warm.set(
        lang,
        lang === 'zh'
          ? Promise.resolve().then(
              () => void chineseCorrections('　　我們以經在學校了，他跑的很快。'),
            )
          : warmHarper().catch((error: unknown) => {
              warm.delete(lang);
              throw error;
            }),
      );
    }
  }
  await Promise.all(langs.map((lang) => warm.get(lang)));
}

const TYPO_KIND: CorrectionKind = 'typo';

function chineseCorrections(text: string): Correction[] {
  const usage = taiwanUsageCorrections(text);
  // The character checker reads the text with those fixes made (same length), so a slip does not
  // make its neighbour look wrong (以經記不清 is not 經濟).
  let checked = text;
  for (const c of usage) {
    if (c.suggestion?.length === c.original.length)
      checked = checked.slice(0, c.span.start) + c.suggestion + checked.slice(c.span.end);
  }
  const typos = findChineseTypos(checked)
    .filter((fix) => !isTaiwanCorrect(checked, fix.index, fix.original, fix.suggestion))
    .map((fix) =>
      makeCorrection(text, fix.index, fix.index + fix.original.length, fix.suggestion, TYPO_KIND, {
        'zh-tw': `「${fix.original}」可能是錯別字，應為「${fix.suggestion}」。`,
        en: `"${fix.original}" looks like a miswritten character; "${fix.suggestion}" is likely meant.`,
      }),
    );
  return dropOverlaps([...chineseRules(text), ...usage, ...chinesePunctuation(text), ...typos]);
}

export interface MechanicsOptions {
  /**
   * 'harper' (default): Harper's spelling and grammar plus our rules, about 25-50 ms per
   * 400-word essay. 'rules': our learner rules and basics only, under 1 ms, no spell check;
   * for bulk scoring where throughput matters more than spelling feedback.
   */
  english?: 'harper' | 'rules';
}

/**
 * Corrections for an essay. Every span is [start, end) into `text` with
 * `text.slice(start, end) === original`; results are sorted and never overlap.
 */
export async function findCorrections(
  text: string,
  lang: 'zh' | 'en',
  options: MechanicsOptions = {},
): Promise<Correction[]> {
  if (lang === 'zh') return chineseCorrections(text);
  const harper = options.english === 'rules' ? [] : await harperCorrectionsInThread(text);
  // Our rules come first: where both fire (e.g. "Last week she buy"), the learner rule's
  // past-tense fix is the right one and Harper's agreement fix is not.
  return dropOverlaps([
    ...englishConfusions(text),
    ...englishGrammarRules(text),
    ...englishBasics(text),
    ...harper,
  ]);
}
