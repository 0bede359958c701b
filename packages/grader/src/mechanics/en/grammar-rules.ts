import type { Correction } from '@essay/contracts';
import { makeCorrection, type Reason } from '../correction.ts';
import { PAST_FORMS, thirdPerson, VERB_FORMS } from './verbs.ts';
import { perSentence, wordsOf, wordSet, type Word } from './words.ts';

/**
 * Rules for learner errors Harper lets through (measured on typical Taiwanese student
 * sentences): tense after a past-time marker, agreement after noun subjects, modal + -s,
 * "there is many", "I am agree", "very like", a/an. Each rule is narrow on purpose: a false
 * correction costs a student more than a missed one.
 */
const PAST_MARKER =
  /\b(yesterday|ago|last\s+(night|week|weekend|month|year|summer|winter|spring|autumn|fall|time|semester|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
const FUTURE_MARKER = /\b(will|tomorrow|next|going to|gonna|plan to)\b/i;
const PRONOUNS = wordSet('i you he she it we they');
const ADVERBS = wordSet(
  'also often always never just then really all finally suddenly still usually sometimes',
);
const SINGULAR_NOUNS = wordSet(
  'mother father mom dad brother sister friend teacher grandmother grandfather grandma grandpa uncle aunt ' +
    'cousin son daughter baby boy girl man woman student classmate dog cat city country school house world',
);
const DETERMINERS = wordSet('my his her your our their the');
const INDEFINITE_SUBJECTS = wordSet('everyone everybody someone somebody nobody each');
const PLURAL_SUBJECTS = wordSet(
  'people children students parents friends classmates teachers kids men women',
);
const MODALS = wordSet("can could will would should must may might doesn't didn't don't");
const PLURAL_QUANTIFIERS = wordSet(
  'many several two three four five six seven eight nine ten lots',
);

const reasons = {
  tense: {
    'zh-tw': '句中有表示過去的時間（如 yesterday、last week、ago），動詞應使用過去式。',
    en: 'The sentence refers to the past (yesterday, last week, ago): use the past tense.',
  },
  agreement: {
    'zh-tw': '主詞為第三人稱單數，現在式動詞要加 -s / -es。',
    en: 'A third-person singular subject takes the -s form of the verb in the present tense.',
  },
  pluralBe: {
    'zh-tw': '主詞是複數，be 動詞應用 are / were。',
    en: 'A plural subject takes "are" / "were".',
  },
  modalBase: {
    'zh-tw': '助動詞（can、will、does not 等）後面要接原形動詞。',
    en: 'After a modal or do-support (can, will, does not) use the base form of the verb.',
  },
  beAgree: {
    'zh-tw': 'agree 是動詞，前面不需要 be 動詞（I agree）。',
    en: '"Agree" is a verb: drop the "be" ("I agree").',
  },
  veryVerb: {
    'zh-tw': 'very 不能修飾動詞，可改用 really 或 very much。',
    en: '"Very" cannot modify a verb: use "really" (or "very much" after the object).',
  },
  article: {
    'zh-tw': '母音開頭的字前用 an，子音開頭的字前用 a（依發音判斷）。',
    en: 'Use "an" before a vowel sound and "a" before a consonant sound.',
  },
} satisfies Record<string, Reason>;

/** The verb after a subject, skipping one adverb: index into `toks`, or -1. */
function verbAfter(toks: Word[], subjectEnd: number): number {
  let i = subjectEnd + 1;
  if (toks[i] && ADVERBS.has(toks[i]!.lower)) i++;
  return toks[i] && VERB_FORMS.has(toks[i]!.lower) ? i : -1;
}

function sentenceRules(text: string, sentence: string, offset: number): Correction[] {
  const out: Correction[] = [];
  const toks = wordsOf(sentence, offset);
  const past = PAST_MARKER.test(sentence) && !FUTURE_MARKER.test(sentence);
  const fix = (t: Word, suggestion: string, reason: Reason) =>
    out.push(makeCorrection(text, t.start, t.end, suggestion, 'grammar', reason));
  toks.forEach((t, i) => {
    const next = toks[i + 1];
    // Subject + verb: tense in past contexts, agreement otherwise.
    const nounSubject = DETERMINERS.has(t.lower) && next && SINGULAR_NOUNS.has(next.lower);
    const subjectEnd = nounSubject ? i + 1 : i;
    const isSubject = PRONOUNS.has(t.lower) || INDEFINITE_SUBJECTS.has(t.lower) || nounSubject;
    // After a verb ("I saw my mother cook") the noun is an object, not a subject.
    const before = i > 0 ? toks[i - 1]!.lower : '';
    const afterVerb = VERB_FORMS.has(before) || PAST_FORMS.has(before) || before === 'of';
    if (
      isSubject &&
      !afterVerb &&
      (i === 0 || !DETERMINERS.has(toks[i - 1]!.lower) || nounSubject)
    ) {
      const v = verbAfter(toks, subjectEnd);
      const verb = v >= 0 ? toks[v]! : undefined;
      const form = verb ? VERB_FORMS.get(verb.lower) : undefined;
      if (verb && form && past && form.past !== form.base && toks[v + 1]?.lower !== 'been') {
        fix(verb, form.past, reasons.tense);
      } else if (
        verb &&
        form?.form === 'base' &&
        !past &&
        (nounSubject || INDEFINITE_SUBJECTS.has(t.lower))
      ) {
        fix(verb, thirdPerson(form.base), reasons.agreement);
      }
    }
    if (t.lower === 'there' && next && (next.lower === 'is' || next.lower === 'was')) {
      const q = toks[i + 2];
      if (q && PLURAL_QUANTIFIERS.has(q.lower))
        fix(next, next.lower === 'is' ? 'are' : 'were', reasons.pluralBe);
    }
    if (MODALS.has(t.lower) && next && VERB_FORMS.get(next.lower)?.form === 'third') {
      fix(next, VERB_FORMS.get(next.lower)!.base, reasons.modalBase);
    }
    if (['am', 'is', 'are'].includes(t.lower) && next?.lower === 'agree') {
      out.push(makeCorrection(text, t.start, next.end, 'agree', 'grammar', reasons.beAgree));
    }
    if (
      t.lower === 'very' &&
      next &&
      ['like', 'love', 'enjoy', 'want', 'hate'].includes(next.lower)
    ) {
      fix(t, t.word[0] === 'V' ? 'Really' : 'really', reasons.veryVerb);
    }
  });
  // Plural subject + is/was, only at the start of a clause: mid-clause ("taking it from those
  // students is not good") the noun is usually not the subject.
  const pluralBe = new RegExp(
    `(?:^\\s*|[,;]\\s*|\\b(?:and|but|because|so|when|if|that)\\s+)(?:(?:the|these|those|my|our|their|your|his|her|many|most|some)\\s+)?(?:${[...PLURAL_SUBJECTS].join('|')})\\s+(is|was)\\b`,
    'gi',
  );
  for (const m of sentence.matchAll(pluralBe)) {
    const verb = m[1]!;
    const start = offset + m.index + m[0].length - verb.length;
    out.push(
      makeCorrection(
        text,
        start,
        start + verb.length,
        verb.toLowerCase() === 'is' ? 'are' : 'were',
        'grammar',
        reasons.pluralBe,
      ),
    );
  }
  return out;
}

const AN_EXCEPTIONS = /^(uni|use|usu|eu|one|once|ur|other$)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

function articleRule(text: string): Correction[] {
  const out: Correction[] = [];
  for (const m of text.matchAll(/\b(a|an|A|An)\s+([A-Za-z]+)/g)) {
    const [, article, word] = m;
    if (!article || !word || /^[A-Z]{2,}/.test(word)) continue;
    const vowelSound = (/^[aeiou]/i.test(word) && !AN_EXCEPTIONS.test(word)) || SILENT_H.test(word);
    const wantsAn = article.toLowerCase() === 'an';
    if (vowelSound === wantsAn) continue;
    const suggestion = vowelSound ? `${article}n` : article.slice(0, 1);
    out.push(
      makeCorrection(
        text,
        m.index,
        m.index + article.length,
        suggestion,
        'grammar',
        reasons.article,
      ),
    );
  }
  return out;
}

/** Learner grammar rules over English text; spans index into `text`. */
export function englishGrammarRules(text: string): Correction[] {
  return [...perSentence(text, sentenceRules), ...articleRule(text)];
}
