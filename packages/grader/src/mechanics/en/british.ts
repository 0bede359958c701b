/**
 * British (and Commonwealth) spellings are correct English: Taiwan's textbooks and teachers use
 * both, so "colour", "centre", "realised" or "travelled" must never get a red mark. Harper checks
 * American spelling; a word it flags is let through when one of its American forms below is a
 * word Harper knows (the caller checks that). The changes are narrow on purpose, lists where a
 * pattern would also turn a learner's misspelling into a word ("authour", "valueable", "yaer"
 * and "makeing" stay marked).
 */

/** Whole words whose American form no regular change gives. */
const WORDS: Record<string, string> = {
  ageing: 'aging',
  aeroplane: 'airplane',
  aluminium: 'aluminum',
  behove: 'behoove',
  cheque: 'check',
  cosy: 'cozy',
  defence: 'defense',
  doughnut: 'donut',
  draught: 'draft',
  dreamt: 'dreamed',
  grey: 'gray',
  jewellery: 'jewelry',
  judgement: 'judgment',
  kerb: 'curb',
  learnt: 'learned',
  licence: 'license',
  litre: 'liter',
  manoeuvre: 'maneuver',
  metre: 'meter',
  mould: 'mold',
  moult: 'molt',
  moustache: 'mustache',
  offence: 'offense',
  omelette: 'omelet',
  plough: 'plow',
  practise: 'practice',
  pretence: 'pretense',
  programme: 'program',
  pyjamas: 'pajamas',
  sceptic: 'skeptic',
  sceptical: 'skeptical',
  smoulder: 'smolder',
  spelt: 'spelled',
  storey: 'story',
  sulphur: 'sulfur',
  tyre: 'tire',
  acknowledgement: 'acknowledgment',
};

/** British -our words (also inside longer words: favourite, neighbourhood, dishonour). */
const OUR =
  `arbour ardour armour behaviour candour clamour colour demeanour endeavour favour fervour
flavour harbour honour humour labour neighbour odour parlour rancour rigour rumour saviour savour
splendour succour tumour valour vapour vigour`.split(/\s+/);

/** Regular British endings and parts, with their American forms (one at a time and all together). */
const CHANGES: [RegExp, string][] = [
  [/(..)is(e|es|ed|ing|er|ers|ation|ations|able)$/, '$1iz$2'], // realise, organisation
  [/(..)ys(e|es|ed|ing|er|ers)$/, '$1yz$2'], // analyse, paralysed
  [/([aeiou])ll(ed|ing|er|ers|ery)$/, '$1l$2'], // travelled, cancelling, modeller
  [/(...[io])l(ment|ments)?$/, '$1ll$2'], // enrol, fulfil, enrolment
  [/(...)tre(s|d)?$/, '$1ter$2'], // centre, theatre, spectre (not "entre" for enter)
  [/(..)bre(s)?$/, '$1ber$2'], // sombre, calibre, fibre
  [/(..)ogue(s)?$/, '$1og$2'], // catalogue, analogue
  [/(..)gement(s)?$/, '$1gment$2'], // judgement, acknowledgements
  [/^(an|leuk|septic)aemi/, '$1emi'], // anaemia, leukaemia
  [/^haem/, 'hem'], // haemorrhage
  [/paedi/, 'pedi'], // paediatric, encyclopaedia, orthopaedic
  [/^(f?)oe(t|str|soph)/, '$1e$2'], // foetus, oestrogen, oesophagus
  [/^(lik|siz|lov|liv|rat|sal|mov|unshak|unmistak)eable/, '$1able'], // likeable, sizeable
];

/** The American forms a flagged word may be the British spelling of (lower case, without it). */
export function americanForms(word: string): string[] {
  const lower = word.toLowerCase();
  const possessive = /('s|s')$/.exec(lower)?.[0] ?? '';
  const base = lower.slice(0, lower.length - possessive.length);
  const out = new Set<string>();
  for (const ending of ['', 's', 'es']) {
    const whole = base.endsWith(ending) ? WORDS[base.slice(0, base.length - ending.length)] : '';
    if (whole) out.add(whole + ending);
  }
  const our = OUR.find((w) => base.includes(w));
  if (our) out.add(base.replace(our, our.replace('our', 'or')));
  let all = base;
  for (const [pattern, american] of CHANGES) {
    if (!pattern.test(base)) continue;
    out.add(base.replace(pattern, american));
    all = all.replace(pattern, american);
  }
  out.add(all);
  out.delete(base);
  return [...out].map((w) => w + possessive);
}
