/** Common irregular verbs: base, simple past. */
const IRREGULAR: [string, string][] = [
  ['be', 'was'],
  ['become', 'became'],
  ['begin', 'began'],
  ['break', 'broke'],
  ['bring', 'brought'],
  ['build', 'built'],
  ['buy', 'bought'],
  ['catch', 'caught'],
  ['choose', 'chose'],
  ['come', 'came'],
  ['cut', 'cut'],
  ['do', 'did'],
  ['draw', 'drew'],
  ['drink', 'drank'],
  ['drive', 'drove'],
  ['eat', 'ate'],
  ['fall', 'fell'],
  ['feel', 'felt'],
  ['fight', 'fought'],
  ['find', 'found'],
  ['fly', 'flew'],
  ['forget', 'forgot'],
  ['get', 'got'],
  ['give', 'gave'],
  ['go', 'went'],
  ['grow', 'grew'],
  ['have', 'had'],
  ['hear', 'heard'],
  ['hide', 'hid'],
  ['hit', 'hit'],
  ['hold', 'held'],
  ['hurt', 'hurt'],
  ['keep', 'kept'],
  ['know', 'knew'],
  ['leave', 'left'],
  ['lend', 'lent'],
  ['let', 'let'],
  ['lose', 'lost'],
  ['make', 'made'],
  ['meet', 'met'],
  ['pay', 'paid'],
  ['put', 'put'],
  ['read', 'read'],
  ['ride', 'rode'],
  ['ring', 'rang'],
  ['run', 'ran'],
  ['say', 'said'],
  ['see', 'saw'],
  ['sell', 'sold'],
  ['send', 'sent'],
  ['sing', 'sang'],
  ['sit', 'sat'],
  ['sleep', 'slept'],
  ['speak', 'spoke'],
  ['spend', 'spent'],
  ['stand', 'stood'],
  ['steal', 'stole'],
  ['swim', 'swam'],
  ['take', 'took'],
  ['teach', 'taught'],
  ['tell', 'told'],
  ['think', 'thought'],
  ['throw', 'threw'],
  ['understand', 'understood'],
  ['wake', 'woke'],
  ['wear', 'wore'],
  ['win', 'won'],
  ['write', 'wrote'],
];

/** Common regular verbs (past tense by rule, with the few doubled consonants listed). */
const REGULAR = (
  'arrive ask borrow call change clean climb close cook cry dance decide enjoy finish help hope hurry ' +
  'invite join jump laugh learn like listen live look love miss move need open paint pass pick plan play ' +
  'practice prepare rain remember rest return save shout smile start stay stop study talk taste thank ' +
  'touch travel try turn use visit wait walk want wash watch work worry'
).split(' ');

const DOUBLED = new Set(['plan', 'stop', 'shop', 'drop', 'chat', 'jog', 'hug', 'clap']);

function regularPast(base: string): string {
  if (DOUBLED.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function thirdPerson(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** Lower-case verb form -> its base and simple past, for base and third-person forms only. */
export interface VerbForm {
  base: string;
  past: string;
  form: 'base' | 'third';
}

export const VERB_FORMS = new Map<string, VerbForm>();
for (const [base, past] of [
  ...IRREGULAR,
  ...REGULAR.map((b) => [b, regularPast(b)] as [string, string]),
]) {
  if (base === 'be') continue;
  VERB_FORMS.set(base, { base, past, form: 'base' });
  VERB_FORMS.set(thirdPerson(base), { base, past, form: 'third' });
}

/** Simple past forms of the listed verbs. */
export const PAST_FORMS = new Set([...VERB_FORMS.values()].map((v) => v.past));
