import type { BilingualText, Correction, ParagraphComment } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { countWords } from '../text/lang.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import { findWord, firstClause, isHeaderLine, lastClause, quotablePart } from './quotes.ts';
import { splitSentences } from '../text/segment.ts';
import { essayLength } from './facts.ts';
import { figuresOf } from '../text/figures.ts';

type Role = 'only' | 'opening' | 'body' | 'closing';

/**
 * What each paragraph's role asks for, when it does it and when it is too thin, each naming the
 * paragraph's own opening or closing words (so that no two essays get the same sentence).
 */
function roleText(role: Role, thin: boolean, open: string, close: string): BilingualText {
  const o = { zh: `「${open}」`, en: `"${open}"` };
  const c = { zh: `「${close}」`, en: `"${close}"` };
  switch (role) {
    case 'only':
      return {
        'zh-tw': `全文只有一段，從${o.zh}一路寫到${c.zh}；下一步：分段寫出開頭、發展與結尾`,
        en: `The essay is one paragraph, from ${o.en} to ${c.en}; next step: split it into an introduction, a body and a conclusion`,
      };
    case 'opening':
      return thin
        ? {
            'zh-tw': `開頭段只寫到${c.zh}，較簡短；下一步：用一兩句話點出全文的主旨`,
            en: `The opening stops at ${c.en} and is brief; next step: state the main idea of the essay in one or two sentences`,
          }
        : {
            'zh-tw': `開頭段以${o.zh}引出主題`,
            en: `The opening introduces the topic with ${o.en}`,
          };
    case 'body':
      return thin
        ? {
            'zh-tw': `這一段寫到${o.zh}，內容略顯單薄；下一步：補充一個具體的例子或細節`,
            en: `The paragraph on ${o.en} is thin; next step: add one concrete example or detail`,
          }
        : {
            'zh-tw': `這一段從${o.zh}展開，有所鋪陳`,
            en: `The paragraph from ${o.en} develops the topic`,
          };
    default:
      return { 'zh-tw': '', en: '' };
    case 'closing':
      return thin
        ? {
            'zh-tw': `結尾停在${c.zh}，較倉促；下一步：用一句話回應開頭的主旨`,
            en: `The ending stops at ${c.en}, abruptly; next step: add a sentence that answers the opening`,
          }
        : { 'zh-tw': `結尾段以${c.zh}收束全文`, en: `The closing paragraph ends with ${c.en}` };
  }
}

/**
 * What a body paragraph does, read from its words (issue 42 §8): tells an example or an event,
 * gives reasons, turns the argument, describes feelings, or uses a figure of speech — so that two
 * paragraphs that do different things are not given the same sentence.
 */
type Move = 'figure' | 'example' | 'event' | 'reason' | 'turn' | 'feeling' | 'scene' | 'develop';
const MOVES_ZH: [Move, RegExp][] = [
  ['example', /例如|比如|舉例|就像是|以.{1,8}為例/],
  ['turn', /^(然而|但是|可是|不過|相反地)/],
  ['reason', /因為|由於|之所以|原因/],
  ['event', /有一次|那天|那一天|當時|記得|小時候|後來|那年/],
  ['feeling', /感到|覺得|心裡|心中|難過|開心|感動|害怕|緊張/],
  ['scene', /看見|看到|聽見|聽到|聞到|顏色|聲音|陽光|微風|香味|映入眼簾/],
];
const MOVES_EN: [Move, RegExp][] = [
  ['example', /\b(for example|for instance|such as|to illustrate)\b/i],
  ['turn', /^(however|on the other hand|but|although|yet)\b/i],
  ['reason', /\b(because|since|the reason|due to)\b/i],
  ['event', /\b(once|one day|last (year|summer|week)|when i was|i remember)\b/i],
  ['feeling', /\b(i felt|i feel|made me feel|happy|sad|afraid|proud)\b/i],
];

function moveOf(
  text: string,
  zh: boolean,
): { moves: Move[]; figure?: string; sentences: number; length: number } {
  const sentences = splitSentences(text, zh ? 'zh' : 'en').length;
  const length = essayLength(text, zh ? 'zh' : 'en');
  const moves: Move[] = [];
  let figure: string | undefined;
  if (zh)
    for (const sentence of text.split(/(?<=[。！？])/)) {
      const f = figuresOf(sentence);
      if (f.length) {
        moves.push('figure');
        figure = f[0];
        break;
      }
    }
  for (const [m, re] of zh ? MOVES_ZH : MOVES_EN) if (re.test(text)) moves.push(m);
  return { moves: moves.length ? moves.slice(0, 2) : ['develop'], figure, sentences, length };
}

/** A body paragraph's size, said with its comment (two paragraphs that do the same differ in it). */
function sizeOf(m: { sentences: number; length: number }, zh: boolean): { zh: string; en: string } {
  const unit = zh ? { zh: '字', en: 'characters' } : { zh: '個單字', en: 'words' };
  return {
    zh: `（共 ${m.sentences} 句、${m.length} ${unit.zh}）`,
    en: ` (${m.sentences} sentence(s), ${m.length} ${unit.en})`,
  };
}

/** What a second move adds to a paragraph's comment. */
const ALSO: Record<Move, [string, string]> = {
  figure: ['用了修辭', 'uses a figure of speech'],
  example: ['舉例說明', 'gives an example'],
  event: ['敘述事情的經過', 'tells what happened'],
  reason: ['說明原因', 'explains a reason'],
  turn: ['帶出轉折', 'turns to another side'],
  feeling: ['寫出感受', 'describes feelings'],
  scene: ['描寫情景', 'describes a scene'],
  develop: ['加以鋪陳', 'develops the topic'],
};

function bodyText(
  m: { moves: Move[]; figure?: string; sentences: number; length: number },
  o: string,
  zh: boolean,
): BilingualText {
  const first = firstMove({ move: m.moves[0]!, figure: m.figure, sentences: m.sentences }, o);
  const second = m.moves[1];
  const size = sizeOf(m, zh);
  if (!second) return { 'zh-tw': first['zh-tw'] + size.zh, en: first.en + size.en };
  return {
    'zh-tw': `${first['zh-tw']}，也${ALSO[second][0]}${size.zh}`,
    en: `${first.en}, and ${ALSO[second][1]}${size.en}`,
  };
}

function firstMove(
  m: { move: Move; figure?: string; sentences: number },
  o: string,
): BilingualText {
  const oz = `「${o}」`;
  const oe = `"${o}"`;
  const t = (a: string, b: string): BilingualText => ({ 'zh-tw': a, en: b });
  switch (m.move) {
    case 'figure':
      return t(
        `這一段從${oz}寫起，用了${m.figure}，寫得具體`,
        `The paragraph from ${oe} uses a figure of speech`,
      );
    case 'example':
      return t(
        `這一段以${oz}舉例說明，讓論點有所依據`,
        `The paragraph from ${oe} gives an example to support the point`,
      );
    case 'event':
      return t(`這一段從${oz}敘述事情的經過`, `The paragraph from ${oe} tells what happened`);
    case 'reason':
      return t(`這一段從${oz}說明原因`, `The paragraph from ${oe} explains a reason`);
    case 'turn':
      return t(
        `這一段以${oz}轉折，帶出另一個面向`,
        `The paragraph from ${oe} turns to another side of the topic`,
      );
    case 'feeling':
      return t(`這一段從${oz}寫出心中的感受`, `The paragraph from ${oe} describes feelings`);
    case 'scene':
      return t(`這一段從${oz}描寫眼前的情景`, `The paragraph from ${oe} describes a scene`);
    default:
      return t(`這一段從${oz}展開`, `The paragraph from ${oe} develops the topic`);
  }
}

/** The first linking word a paragraph uses, as written. */
function linkIn(doc: Doc, start: number, end: number): string | null {
  const zh = doc.lang === 'zh';
  const norm = doc.norm.slice(start, end);
  let best: { at: number; m: string } | null = null;
  for (const m of zh ? ZH_MARKERS : EN_MARKERS) {
    const at = findWord(doc.text.slice(start, end), norm, m, doc.lang);
    if (at >= 0 && (!best || at < best.at)) best = { at, m };
  }
  return best ? doc.text.slice(start + best.at, start + best.at + best.m.length) : null;
}

/** One comment per paragraph: its role, whether it does its job, linking words, and marked issues. */
export function paragraphComments(
  doc: Doc,
  corrections: readonly Correction[],
): ParagraphComment[] {
  const zh = doc.lang === 'zh';
  // header lines (a date, a name, a class line, a signature) are not paragraphs of the essay
  const body = doc.paragraphs.map((p, i) => (isHeaderLine(p.text) ? -1 : i)).filter((i) => i >= 0);
  const first = body[0] ?? 0;
  const last = body[body.length - 1] ?? doc.paragraphs.length - 1;
  return doc.paragraphs.flatMap((p, i) => {
    if (body.length && !body.includes(i)) return [];
    const n = countWords(p.text, doc.lang);
    const issues = corrections.filter(
      (c) => c.span.start >= p.span.start && c.span.end <= p.span.end,
    ).length;
    const role: Role =
      last === first ? 'only' : i === first ? 'opening' : i === last ? 'closing' : 'body';
    const thin = role === 'body' ? n < (zh ? 40 : 25) : n < (zh ? 15 : 10);
    const moves = moveOf(p.text, zh);
    const thinSize = role === 'body' && thin ? sizeOf(moves, zh) : { zh: '', en: '' };
    const opening = firstClause(quotablePart(doc, p.span, 'start'));
    const thinText = roleText(role, thin, opening, lastClause(quotablePart(doc, p.span, 'end')));
    const text =
      role === 'body' && !thin
        ? bodyText(moves, opening, zh)
        : {
            'zh-tw': thinText['zh-tw'].replace('；下一步', `${thinSize.zh}；下一步`),
            en: thinText.en.replace('; next step', `${thinSize.en}; next step`),
          };
    const link = role === 'body' ? linkIn(doc, p.span.start, p.span.end) : null;
    const linkZh = link ? `，並用「${link}」承接上下文` : '';
    const linkEn = link ? `, and "${link}" links it to the rest` : '';
    return [
      {
        paragraph: i,
        span: p.span,
        comment: {
          'zh-tw': `${text['zh-tw']}${linkZh}${issues ? `；本段有 ${issues} 處標出需訂正` : ''}。`,
          en: `${text.en}${linkEn}${issues ? `; ${issues} marked place(s) to correct` : ''}.`,
        },
      },
    ];
  });
}
