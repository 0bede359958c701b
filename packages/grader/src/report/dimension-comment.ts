import type {
  BilingualText,
  DimensionGrade,
  EssayLang,
  Evidence,
  RubricAspect,
} from '@essay/contracts';
import type { EssayFacts } from './facts.ts';
import { isShort, sentenceNumber } from './facts.ts';
import { runOn } from './feature-text.ts';
import { wholeQuote } from './quotes.ts';
import { FIGURE_EN } from '../text/figures.ts';

export type Band = 'high' | 'mid' | 'low';

export function bandOf(grade: DimensionGrade): Band {
  if (grade === 'excellent' || grade === 'above_average' || grade === 'good') return 'high';
  if (grade === 'average' || grade === 'fair' || grade === 'below_average') return 'mid';
  return 'low';
}

interface Said {
  zh: string;
  en: string;
}
const s = (zh: string, en: string): Said => ({ zh, en });

/**
 * The rubric descriptor of an aspect and band (../shared/reference/rubrics.md: 會考 for Chinese
 * essays, 學測英文 for English ones), resolved to the alternative this essay's facts show — never
 * printed with its 「或」 — and with counts where it speaks of errors. No full stop: the comment
 * goes on with the essay's own words and a next step.
 */
function descriptor(
  aspect: RubricAspect,
  band: Band,
  f: EssayFacts,
  offTask: boolean,
  lang: EssayLang,
): Said {
  const one = f.paragraphs <= 1;
  const long = runOn(f) || f.runOns > 0;
  if (lang === 'zh') {
    switch (aspect) {
      case 'content':
        if (band === 'high')
          return s(
            '能依據題目適切地統整、運用材料，並能進一步闡述說明以凸顯主旨',
            'Material fits the task well and is developed to bring out the main idea',
          );
        if (band === 'mid')
          return s(
            '能依據題目統整、運用材料，尚能闡述說明主旨',
            'Material fits the task and the main idea comes through',
          );
        return offTask
          ? s('僅解釋題目的內容，與題目的關聯不足', 'Little of the essay is about the task')
          : isShort(f)
            ? s(
                '雖提及主題，但材料過於簡略',
                'The essay touches the topic, but its material is thin',
              )
            : s(
                '雖提及主題，但材料還不能凸顯主旨',
                'The essay touches the topic, but its material does not yet bring out a main idea',
              );
      case 'organisation':
        if (band === 'high')
          return one
            ? s(
                '內容前後連貫，脈絡分明',
                'The essay holds together and its line of thought is clear',
              )
            : s(
                '文章結構完整，脈絡分明，內容前後連貫',
                'The structure is complete and clear, and the essay holds together',
              );
        if (band === 'mid')
          return s(
            '文章結構大致完整，但偶有不連貫、轉折不清之處',
            'The structure is mostly complete, with some unclear transitions',
          );
        return one
          ? s(
              '僅有單一段落，看不出文章的結構',
              'The essay is a single paragraph, so it has no visible structure',
            )
          : s(
              '雖有分段，但段落之間缺少承接，結構鬆散',
              'The essay has paragraphs, but they do not connect, so the structure is loose',
            );
      case 'language':
        if (band === 'high' && f.spoken > 0)
          return s(
            `能精確使用語詞，但標出 ${f.spoken} 處口語用詞，不合書面語`,
            `Words are precise, but ${f.spoken} spoken word(s) are marked where an essay uses written words`,
          );
        if (band === 'high')
          return long
            ? s('能精確使用語詞，但有過長的句子', 'Words are precise, though some sentences run on')
            : s(
                '能精確使用語詞，並有效運用各種句型使文句流暢',
                'Words are precise, and varied sentence patterns make the writing flow',
              );
        if (f.spoken > 0)
          return s(
            `${band === 'mid' ? '文意表達尚稱清楚，但' : '文句不夠通順，且'}標出 ${f.spoken} 處口語用詞，不合書面語`,
            `${band === 'mid' ? 'The meaning is clear, but' : 'The sentences do not read smoothly, and'} ${f.spoken} spoken word(s) are marked where an essay uses written words`,
          );
        if (band === 'mid')
          return s(
            '能正確使用語詞，文意表達尚稱清楚，但有時會出現冗詞贅句，句型較無變化',
            'Words are correct and the meaning is clear, but some sentences are wordy and the sentence patterns vary little',
          );
        return long
          ? s(
              '文句冗長，一逗到底，不易閱讀',
              'Sentences run on without full stops and are hard to read',
            )
          : f.grammar + f.spelling >= 3
            ? s(
                `用字遣詞不恰當，標出 ${kindsZh(f.grammar, '文法或用詞的問題', f.spelling, '錯別字')}`,
                `Word choice is often inappropriate: ${kindsEn(f.grammar, 'grammar error', f.spelling, 'wrong character')} marked`,
              )
            : s(
                '用字遣詞不夠恰當，文句不夠通順',
                'Word choice is weak and the sentences do not read smoothly',
              );
      case 'mechanics': {
        const marked = zhMarks(f);
        if (!marked)
          return s(
            `全文 ${f.length} 字沒有標出錯別字，也沒有標出標點、格式的錯誤`,
            `No wrong characters and no punctuation or format errors are marked in ${f.length} characters`,
          );
        const en = enMarks(f);
        if (band === 'low')
          return s(`${marked}，影響閱讀`, `${en} are marked, and they get in the way of reading`);
        return s(
          `${marked}，但不至於造成理解上太大的困難`,
          `${en} are marked, but they do not block the meaning`,
        );
      }
    }
  }
  // English essays: 學測英文 descriptors
  if (f.reversed && (aspect === 'organisation' || aspect === 'content'))
    return aspect === 'content'
      ? s(
          '結論與開頭的立場相反，主旨沒有貫徹到底',
          'The conclusion takes the other side from the opening, so the thesis is not kept to the end',
        )
      : s(
          '結尾與開頭的立場相反，前後不一致',
          'The ending turns against the opening, so the parts do not agree',
        );
  switch (aspect) {
    case 'content':
      if (band === 'high')
        return s(
          '主題清楚切題，並有具體、完整的相關細節支持',
          'The main idea is clear and on topic, supported by specific, complete details',
        );
      if (band === 'mid')
        return s(
          '主題不夠突顯，部分相關敘述發展不全',
          'The main idea is not prominent enough, and some points need more support',
        );
      return offTask
        ? s('大部分敘述與主題無關', 'Most points are not about the topic')
        : s(
            '主題不明，大部分相關敘述發展不全',
            'The main idea is unclear and most points lack support',
          );
    case 'organisation':
      if (band === 'high')
        return one
          ? s('重點分明，前後連貫', 'Key points are clear and the essay holds together')
          : s(
              '重點分明，有開頭、發展、結尾，前後連貫',
              'Key points are clear, with a beginning, development and ending that connect',
            );
      if (band === 'mid')
        return s(
          '重點安排不妥，前後發展比例與轉承語使用欠妥',
          'Key points are not well arranged, and the balance between parts and the transitions need work',
        );
      return one
        ? s('全文只有一段，重點不明', 'The essay is one paragraph and its key points are unclear')
        : s('重點不明、前後不連貫', 'Key points are unclear and the parts do not connect');
    case 'language': {
      const g = f.grammar + f.punctuation;
      const gz = kindsZh(f.grammar, '文法錯誤', f.punctuation, '標點錯誤');
      const ge = kindsEn(f.grammar, 'grammar error', f.punctuation, 'punctuation error');
      if (band === 'high')
        return g === 0
          ? s(
              long ? '沒有標出文法、標點錯誤' : '沒有標出文法、標點錯誤，文句結構富變化',
              long
                ? 'No grammar or punctuation errors are marked'
                : 'No grammar or punctuation errors are marked, and sentence structures are varied',
            )
          : s(`只標出 ${gz}`, `Only ${ge} marked`);
      if (band === 'mid')
        return g === 0
          ? s(
              '沒有標出文法、標點錯誤，但句構變化不多',
              'No grammar or punctuation errors are marked, but the sentence structures vary little',
            )
          : s(`標出 ${gz}，但未影響文意之表達`, `${ge} marked, but they do not block the meaning`);
      return g === 0
        ? s('句子不易理解', 'The sentences are hard to follow')
        : s(`標出 ${gz}，影響文意之表達`, `${ge} marked, and they affect the meaning`);
    }
    case 'mechanics': {
      const sp = f.spelling;
      if (band === 'high')
        return sp === 0
          ? s(
              '用字精確、得宜，沒有標出拼字錯誤',
              'Words are precise and apt, and no spelling mistakes are marked',
            )
          : s(
              `用字精確、得宜，只標出 ${sp} 處拼字錯誤`,
              `Words are precise and apt, with only ${sp} spelling mistake(s) marked`,
            );
      if (band === 'mid')
        return sp === 0
          ? s(
              '沒有標出拼字錯誤，但字詞略顯單調',
              'No spelling mistakes are marked, but the wording is plain',
            )
          : s(
              `標出 ${sp} 處拼字錯誤，但不影響文意之表達`,
              `${sp} spelling mistake(s) are marked, but they do not affect the meaning`,
            );
      return sp === 0
        ? s(
            '沒有標出拼字錯誤，但用字不夠得宜',
            'No spelling mistakes are marked, but the word choice is often weak',
          )
        : s(
            `標出 ${sp} 處拼字錯誤，影響文意之表達`,
            `${sp} spelling mistakes are marked, and they affect the meaning`,
          );
    }
  }
}

/** Counts of two kinds, each named with its own number (zero kinds left out). */
function kindsZh(a: number, an: string, b: number, bn: string): string {
  return [a ? `${a} 處${an}` : '', b ? `${b} 處${bn}` : ''].filter(Boolean).join('、');
}
function kindsEn(a: number, an: string, b: number, bn: string): string {
  const one = (n: number, w: string) => (n ? `${n} ${w}${n === 1 ? '' : 's'}` : '');
  const parts = [one(a, an), one(b, bn)].filter(Boolean);
  return `${parts.join(' and ')} ${a + b === 1 ? 'is' : 'are'}`;
}

/** The marks of the fourth 會考 dimension, kind by kind: 錯別字, 標點 and 格式 marks, 格式習慣. */
function zhMarks(f: EssayFacts): string {
  const parts = [
    f.spelling ? `${f.spelling} 處錯別字` : '',
    f.punctuation ? `${f.punctuation} 處標點、格式的錯誤` : '',
    f.habits ? `${f.habits} 項格式習慣需要調整` : '',
  ].filter(Boolean);
  if (!parts.length) return '';
  return `${f.spelling ? '' : '沒有標出錯別字；'}標出 ${parts.join('、')}${f.runOns ? `（其中 ${f.runOns} 處一逗到底）` : ''}`;
}
function enMarks(f: EssayFacts): string {
  const one = (n: number, w: string) => (n ? `${n} ${w}${n === 1 ? '' : 's'}` : '');
  const parts = [
    one(f.spelling, 'wrong character'),
    one(f.punctuation, 'punctuation or format error'),
    one(f.habits, 'format habit'),
  ].filter(Boolean);
  return `${f.spelling ? '' : 'No wrong characters; '}${parts.join(' and ')}${f.runOns ? ` (${f.runOns} of them comma splices)` : ''}`;
}

/** Where a comment points in the essay: its words (Chinese text), or for an English comment on a Chinese essay its sentence number. */
interface Ref {
  zh: string;
  en: string;
}

/** One concrete next step per aspect and band, pointing at the essay's own words. */
function step(
  aspect: RubricAspect,
  band: Band,
  f: EssayFacts,
  at: Ref,
  open: Ref,
  lang: EssayLang,
): Said {
  if (aspect === 'content') {
    if (band === 'high')
      return s(
        `下一步：在${at.zh}這樣的段落後加一句自己的體悟，讓主旨更深刻`,
        `after ${at.en}, add one sentence of your own insight to deepen the main idea`,
      );
    return s(
      `下一步：在${at.zh}之後補上一個親身經歷的具體例子`,
      `after ${at.en}, add one concrete example from your own experience`,
    );
  }
  if (aspect === 'organisation') {
    if (band === 'high')
      return s(
        `下一步：試著讓結尾呼應開頭的${open.zh}`,
        `let the ending echo the opening, ${open.en}`,
      );
    if (band === 'mid')
      return s(
        `下一步：在${at.zh}這一句的段落開頭加一句承接上一段的話`,
        `open the paragraph of ${at.en} with a sentence that links it to the one before`,
      );
    return s(
      `下一步：動筆前先列出開頭、發展、結尾三段的大綱，再把${at.zh}放進合適的一段`,
      `plan an opening, a body and an ending before writing, and place ${at.en} in one of them`,
    );
  }
  if (aspect === 'language') {
    if (band === 'high' && lang === 'zh' && f.fine.length)
      return s(
        `下一步：仿照這一句的${f.fine[0]!.figures[0]}，在另一段也寫一句`,
        `write one more sentence like it, with ${FIGURE_EN[f.fine[0]!.figures[0]!]}, in another paragraph`,
      );
    if (band === 'high')
      return lang === 'zh'
        ? s(
            `下一步：在${at.zh}之外，試著用一句譬喻把一個感受寫得更具體`,
            `besides ${at.en}, try one simile that makes a feeling concrete`,
          )
        : s(
            `下一步：仿照${at.zh}，每段試著寫一個含 which 的複句`,
            `after the model of ${at.en}, try one complex sentence with "which" or "although" in each paragraph`,
          );
    return s(
      `下一步：把${at.zh}改寫得更簡潔通順`,
      `rewrite ${at.en} so that it is shorter and clearer`,
    );
  }
  const own = lang === 'zh' ? f.spelling + f.punctuation + f.habits : f.spelling;
  if (own === 0)
    return s(
      `下一步：交稿前再從${open.zh}通讀一次全文`,
      `read the essay through once more from ${open.en} before handing it in`,
    );
  if (lang === 'en')
    return s(
      `下一步：訂正標出的拼字錯誤，並查字典確認拼法`,
      `correct each marked spelling mistake and check the spelling in a dictionary`,
    );
  return s(
    `下一步：逐一訂正標出的地方，並檢查每個句子的標點`,
    `correct each marked place and check the punctuation of each sentence`,
  );
}

/**
 * A dimension's comment in the teacher's words, one sentence: the rubric descriptor resolved for
 * this essay, the essay's own words it rests on (the dimension's first evidence quote), and one
 * concrete next step. A custom rubric's own descriptor is used when it has no alternatives to
 * resolve (no 「或」). No statistics beyond counts of marked places.
 */
export function dimensionComment(
  aspect: RubricAspect,
  grade: DimensionGrade,
  custom: string | null,
  f: EssayFacts,
  evidence: readonly Evidence[],
  offTask: boolean,
): BilingualText {
  const band = bandOf(grade);
  const lang = f.lang;
  const d = descriptor(aspect, band, f, offTask, lang);
  const own = custom && !/或/.test(custom) ? custom.replace(/[。.]\s*$/, '') : null;
  const e = evidence[0];
  const ev = e?.quote ? wholeQuote(e.quote) : null;
  const open = f.opening;
  // an English comment on a Chinese essay names the sentence instead of quoting it
  const refOf = (quote: string, at: number): Ref => ({
    zh: `「${quote}」`,
    en: lang === 'zh' ? `sentence ${sentenceNumber(f, at)} of ${f.sentences}` : `"${quote}"`,
  });
  const at = e && ev ? refOf(ev, e.span.start) : refOf(open, 0);
  const st = step(aspect, band, f, at, refOf(open, 0), lang);
  // a 佳句 is named with what makes it work (its figure)
  const fig = e ? f.fine.find((x) => x.start === e.span.start)?.figures[0] : undefined;
  const zhEv = ev && aspect !== 'mechanics' ? `，如「${ev}」${fig ? `用了${fig}` : ''}` : '';
  const enEv =
    e && ev && aspect !== 'mechanics' ? `, as in ${at.en}${fig ? ` (${FIGURE_EN[fig]})` : ''}` : '';
  return {
    'zh-tw': `${own ?? d.zh}${zhEv}；${st.zh}。`,
    en: `${d.en}${enEv}; Next step: ${st.en}.`,
  };
}

/** A quote short enough to sit inside a comment (src/report/quotes.ts cuts every quote). */
export const shortQuote = wholeQuote;
