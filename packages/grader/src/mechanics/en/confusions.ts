import type { Correction, CorrectionKind } from '@essay/contracts';
import { makeCorrection, type Reason } from '../correction.ts';
import { perSentence, wordsOf, wordSet, type Word } from './words.ts';

/**
 * Real-word confusions learners make and Harper lets through: "This expectations", "ones life",
 * "I though", "your not", "ruled" for "rude", "yell it him". Each rule needs its context on both
 * sides, so a correct sentence ("He ruled the country", "the red ones", "your right to vote")
 * is never marked; a miss is cheaper than a wrong red mark.
 */
const OBJECT_PRONOUNS = wordSet('me him her us them you');
const SUBJECT_PRONOUNS = wordSet('i we they you he she');
/** Words that follow "thought" but never the adverb "though" directly after a subject. */
const AFTER_THOUGHT = wordSet(
  'it that this about of so he she they we you i the a an my his her their our there maybe everything nothing someone people',
);
const ONES_NOUNS = wordSet(
  'own life lives mind family parents friends health future dream dreams goal goals best job work body self time country home children career opinion ability abilities way heart',
);
const NOT_BEFORE_ONES = wordSet(
  'the these those which young little loved other new old big small good bad only right wrong',
);
const AT_VERBS = wordSet(
  'yell yelled yells yelling shout shouted shouts shouting stare stared staring glare glared glaring laugh laughed laughing',
);
/** Plural nouns that are almost never verbs; -ances/-ences (influences) also need a plural verb after. */
const PLURAL_SUFFIX = /(tions|sions|ments|ities|nesses|ships)$/;
const PLURAL_SUFFIX_VERBLIKE = /(ances|ences)$/;
const PLURAL_VERBS = wordSet('are were have make do need seem mean');
const PLURAL_NOUNS = wordSet(
  'things days kinds ideas reasons questions rules years people students books problems situations places habits',
);
/** After "This <plural>" a verb or a clause boundary must follow ("This expectations are …"). */
const NOT_AFTER_PLURAL = wordSet(
  'the a an my his her their our your its this that these those me him us them whether how what why when where who if',
);
const YOUR_FIX = wordSet('not welcome gonna');

const reasons: Record<string, Reason> = {
  these: {
    'zh-tw': '後面的名詞是複數，this 應改為 these（that 改為 those）。',
    en: 'The noun is plural: use "these" (or "those"), not "this".',
  },
  ones: {
    'zh-tw': "所有格要加撇號：one's（某人的）。",
    en: 'The possessive needs an apostrophe: "one\'s".',
  },
  thought: {
    'zh-tw': '此處應為動詞 think 的過去式 thought；though 是「雖然」。',
    en: '"Thought" (past of think) is meant here; "though" means "although".',
  },
  youre: {
    'zh-tw': "you're 是 you are 的縮寫；your 是「你的」。",
    en: '"You\'re" is "you are"; "your" is the possessive.',
  },
  rude: {
    'zh-tw': '「沒禮貌」是 rude；ruled 是 rule（統治、裁定）的過去式。',
    en: '"Rude" (impolite) is meant; "ruled" is the past of "rule".',
  },
  you: {
    'zh-tw': '正式寫作不用網路縮寫 u，應寫 you。',
    en: 'Write "you", not the text-message "u".',
  },
  at: {
    'zh-tw': '對某人吼叫、瞪、笑要用介系詞 at（yell at him）。',
    en: 'These verbs take "at" before the person: "yell at him".',
  },
};

/** Keeps the case of the written word's first letter. */
const cased = (written: string, suggestion: string) =>
  /^[A-Z]/.test(written) ? suggestion[0]!.toUpperCase() + suggestion.slice(1) : suggestion;

// The helpers of sentenceConfusions live at module level, not closures made per word: each closure made per word cost a
// property definition of its name (tsx keeps function names), a tenth of an English essay's rules.
/** Words separated only by spaces (no comma or other mark between them). */
function joined(text: string, a: Word | undefined, b: Word | undefined): boolean {
  return a !== undefined && b !== undefined && /^ +$/.test(text.slice(a.end, b.start));
}

/** The word just before `t` is one of `words`, with nothing but spaces between. */
function joinedAfter(text: string, prev: Word | undefined, t: Word, words: Set<string>): boolean {
  return joined(text, prev, t) && words.has(prev!.lower);
}

/** The word just after `t` is one of `words`, with nothing but spaces between. */
function joinedBefore(text: string, t: Word, next: Word | undefined, words: Set<string>): boolean {
  return joined(text, t, next) && words.has(next!.lower);
}

function sentenceConfusions(text: string, sentence: string, offset: number): Correction[] {
  const out: Correction[] = [];
  const toks = wordsOf(sentence, offset);
  const fix = (t: Word, suggestion: string, kind: CorrectionKind, reason: Reason) =>
    out.push(makeCorrection(text, t.start, t.end, cased(t.word, suggestion), kind, reason));
  toks.forEach((t, i) => {
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const after = toks[i + 2];
    if (t.lower === 'this' && next && joined(text, t, next) && !prev?.lower.match(/^(of|like)$/)) {
      const plural =
        PLURAL_NOUNS.has(next.lower) ||
        (next.lower.length > 6 && PLURAL_SUFFIX.test(next.lower)) ||
        (PLURAL_SUFFIX_VERBLIKE.test(next.lower) &&
          after !== undefined &&
          PLURAL_VERBS.has(after.lower));
      if (plural && (!after || !NOT_AFTER_PLURAL.has(after.lower)))
        fix(t, 'these', 'grammar', reasons.these!);
    }
    if (
      t.lower === 'ones' &&
      joinedBefore(text, t, next, ONES_NOUNS) &&
      !(prev && NOT_BEFORE_ONES.has(prev.lower))
    )
      fix(t, "one's", 'spelling', reasons.ones!);
    if (
      t.lower === 'though' &&
      joinedAfter(text, prev, t, SUBJECT_PRONOUNS) &&
      joinedBefore(text, t, next, AFTER_THOUGHT)
    )
      fix(t, 'thought', 'spelling', reasons.thought!);
    if (t.lower === 'your' && next && joined(text, t, next)) {
      const youAre =
        YOUR_FIX.has(next.lower) ||
        (['able', 'going'].includes(next.lower) &&
          after?.lower === 'to' &&
          joined(text, next, after));
      if (youAre) fix(t, "you're", 'word_choice', reasons.youre!);
    }
    if (t.lower === 'ruled') {
      const toPerson =
        next &&
        joined(text, t, next) &&
        ['to', 'towards', 'toward', 'with'].includes(next.lower) &&
        after &&
        OBJECT_PRONOUNS.has(after.lower);
      const degree =
        prev &&
        joined(text, prev, t) &&
        ['so', 'very', 'too', 'really', 'quite', 'extremely'].includes(prev.lower) &&
        !['by', 'over', 'out', 'that', 'in', 'on', 'against'].includes(next?.lower ?? '');
      if (toPerson || degree) fix(t, 'rude', 'word_choice', reasons.rude!);
    }
    if (t.word === 'u' && text[t.end] !== '.' && text[t.start - 1] !== '.')
      fix(t, 'you', 'spelling', reasons.you!);
    if (
      t.lower === 'it' &&
      joinedAfter(text, prev, t, AT_VERBS) &&
      joinedBefore(text, t, next, OBJECT_PRONOUNS)
    )
      fix(t, 'at', 'word_choice', reasons.at!);
  });
  return out;
}

/** Real-word confusion rules over English text; spans index into `text`. */
export function englishConfusions(text: string): Correction[] {
  return perSentence(text, sentenceConfusions);
}
