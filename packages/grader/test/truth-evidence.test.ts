import type { Correction, Report } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { correct } from '../src/correct.ts';
import { checkIssue42 } from '../src/report/truth-evidence.ts';
import { firstClause, isHeaderLine, lastClause, wholeQuote } from '../src/report/quotes.ts';
import { figuresOf } from '../src/text/figures.ts';
import { commaSplices, spokenWords } from '../src/text/register.ts';
import { thesisReversed } from '../src/text/stance.ts';
import { mergeCrowdedSentences } from '../src/report/marks.ts';

// issue 42 §4–§8 (decision 0077): each invariant of report/truth-evidence.ts, planted and caught

const ZH = [
  '班級：八年三班　座號：12　姓名：王小明',
  '　　音樂老師把合唱比賽的曲目發下來時，我心裡只有一個念頭：完了。我們班在全年級是出了名的各唱各的，男生卡在變聲期，高音上不去，女生雖然音準不錯，卻害羞得像在念課文。偏偏大家把指揮的工作推給了陳景潤。',
  '　　第一次練唱果然慘不忍睹。男聲部才唱到第二句就有人笑場，整排跟著東倒西歪；女生嫌男生不認真，男生嫌女生太兇，最後在一片抱怨聲中草草收場。那天放學，負責伴奏的小瑜紅著眼眶對我說，她每天晚上練琴練到十一點，我們卻連一次都沒有好好唱完。',
  '　　隔天的班會，我沒有再催大家認真一點，而是請小瑜把她在家練琴的錄音放出來。教室裡突然安靜了，只聽得見一遍又一遍彈錯又重來的琴聲。放完以後，平常最愛搗蛋的阿哲第一個站起來，說他願意每天早自習提早十分鐘來練習。',
  '　　從那天起，早自習的教室多了歌聲。男生們互相提醒換氣的位置，女生們把歌詞抄在小卡上傳給忘詞的人，我則學著用手勢代替大吼。比賽那天，我們沒有得到第一名，可是唱完最後一個音時，全班同時笑了出來。',
  '　　我這才明白，合唱最難的從來不是唱準每一個音，而是願意聽見別人的聲音。一起完成一件事，靠的不是誰比較厲害，而是每個人都肯為了彼此多走一步。',
].join('\n');
const TASK = {
  name: '一起完成的那件事',
  instructions: '請以「一起完成的那件事」為題，寫下你的經驗與感受。',
};

const EN = [
  '03/20/19',
  'Name: Jamie Lee',
  'I agree that students should be allowed to use phones at school. Thomas Jefferson believed that education makes free citizens, and phones are a tool for learning. Students can look up words, check facts and contact their families in an emergency.',
  'First, phones help students learn. When a student does not understand a word, a dictionary is in the pocket. Second, phones keep students safe, because parents can reach them at any time.',
  'However, some teachers worry that phones distract students in class. Schools can make simple rules, such as keeping phones in bags during lessons.',
  'In conclusion, I disagree that phones should be allowed, because they distract students from their work.',
].join('\n');

const rules = (r: Report, text: string): string[] => checkIssue42(r, text).map((c) => c.rule);
const bi = (zh: string, en: string) => ({ 'zh-tw': zh, en });
const withStep = (r: Report, zh: string, en: string): Report => ({
  ...r,
  nextSteps: [...r.nextSteps, { text: bi(zh, en), span: null, feature: null }],
});
const withStrength = (r: Report, zh: string, en: string): Report => ({
  ...r,
  strengths: [...r.strengths, { text: bi(zh, en), span: null, feature: null }],
});

describe('quotes are the student’s whole words (§4)', () => {
  it('cuts clauses on whole words and never takes a header line', () => {
    const src = 'Thomas Jefferson lived in Virginia for most of his long life';
    const head = firstClause(src);
    expect(src.startsWith(head) && src[head.length] === ' ').toBe(true);
    expect(lastClause('In certain societies students will better understand the world')).toMatch(
      /^[A-Z]?[a-z]/,
    );
    const tail = lastClause('有人說名利重要，並且有人認為只要與世無爭就能過得快樂');
    expect('並且有人認為只要與世無爭就能過得快樂'.endsWith(tail)).toBe(true);
    expect(tail.startsWith('且')).toBe(false);
    expect(wholeQuote('……如果你是一滴水，你是否滋潤了一寸土地？')).toBe(
      '如果你是一滴水，你是否滋潤了一寸土地',
    );
    for (const h of [
      '03/20/19',
      'Name: Jamie Lee',
      '班級：八年三班　座號：12　姓名：王小明',
      'Date: 3/20/2019',
    ])
      expect(isHeaderLine(h)).toBe(true);
    expect(isHeaderLine('I agree that students should be allowed to use phones.')).toBe(false);
  });

  it('the engine’s reports keep them, and each planted defect is caught', async () => {
    const r = await correct({ text: ZH }, TASK, 'cap-writing', { lang: 'zh' });
    expect(rules(r, ZH)).toEqual([]);
    expect(r.paragraphComments.some((p) => /班級/.test(p.comment['zh-tw']))).toBe(false);
    expect(
      rules(withStep(r, '下一步：從「八年三班」改起。', 'Start from the header.'), ZH),
    ).toContain('quote-header');
    expect(rules(withStep(r, '下一步：把「樂老師把合唱」寫清楚。', 'x'), ZH)).toContain(
      'quote-cut-word',
    );
    expect(rules(withStep(r, '下一步：把「完了。我們班」寫清楚。', 'x'), ZH)).toContain(
      'quote-across-sentences',
    );
    expect(rules(withStep(r, '下一步：把「且有人認為只要與世無爭」寫清楚。', 'x'), ZH)).toContain(
      'quote-not-in-essay',
    );
    expect(rules(withStrength(r, '用詞精練，能選用「陳景潤」這類貼切的詞語。', 'x'), ZH)).toContain(
      'proper-noun-praised',
    );
  });

  it('an English essay typed with a date and name header opens with its text', async () => {
    const r = await correct(
      { text: EN },
      { name: '', instructions: 'Should students be allowed to use phones at school?' },
      'gsat-english',
      { lang: 'en' },
    );
    expect(rules(r, EN)).toEqual([]);
    expect(JSON.stringify(r)).not.toMatch(/opening stops at "03|"03\/20\/19"|"Name/);
    expect(rules(withStep(r, 'x', 'Next step: rewrite "Thomas Jefferson b".'), EN)).toContain(
      'quote-cut-word',
    );
  });
});

describe('every count is the count of marks shown (§5)', () => {
  it('catches a count of another kind, a false "none marked" and a second word count', async () => {
    const r = await correct({ text: ZH }, TASK, 'cap-writing', { lang: 'zh' });
    const mark = (kind: Correction['kind'], at: number, places?: number): Correction => ({
      span: { start: at, end: at + 1 },
      original: ZH.slice(at, at + 1),
      suggestion: '字',
      kind,
      reason: bi('x', 'x'),
      ...(places
        ? { places: Array.from({ length: places }, (_, i) => ({ start: at + i, end: at + i + 1 })) }
        : {}),
    });
    const habits: Report = { ...r, corrections: [mark('format', 30, 8)] };
    expect(
      rules(withStep(habits, '全文 10 字沒有標出錯別字，也沒有標出標點、格式的錯誤。', 'x'), ZH),
    ).toEqual(expect.arrayContaining(['none-claimed', 'word-count']));
    const three: Report = {
      ...r,
      corrections: [mark('typo', 30), mark('typo', 40), mark('typo', 50)],
    };
    expect(
      rules(withStep(three, '標出 5 處錯別字。', '5 spelling mistakes are marked.'), ZH),
    ).toContain('count-kind');
    expect(rules({ ...r, wordCount: r.wordCount - 100 }, ZH)).toContain('word-count');
  });

  it('a sentence with many grammar marks shows one mark that says so', () => {
    const text = 'He go to school yesterday and he eat lunch and he play games and he sleep early.';
    const at = (w: string, s: string): Correction => {
      const i = text.indexOf(w);
      return {
        span: { start: i, end: i + w.length },
        original: w,
        suggestion: s,
        kind: 'grammar',
        reason: bi('x', 'x'),
      };
    };
    const merged = mergeCrowdedSentences(text, 'en', [
      at('go', 'went'),
      at('eat', 'ate'),
      at('play', 'played'),
      at('sleep', 'slept'),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.suggestion).toBe(
      'He went to school yesterday and he ate lunch and he played games and he slept early.',
    );
    expect(merged[0]!.reason.en).toMatch(/4 grammar problems/);
  });
});

describe('English levels carry the evidence (§6)', () => {
  it('an essay whose conclusion turns against its opening is not connected nor at full marks', async () => {
    expect(thesisReversed(EN.split('\n').slice(2))).toBe(true);
    expect(thesisReversed(EN.split('\n').slice(2, -1))).toBe(false);
    const r = await correct(
      { text: EN },
      { name: '', instructions: 'Should students be allowed to use phones at school?' },
      'gsat-english',
      { lang: 'en' },
    );
    const content = r.dimensions.find((d) => d.key === 'content')!;
    expect(content.score).toBeLessThan(content.maxScore);
    expect(JSON.stringify(r)).not.toMatch(/ending that connect/);
    const planted: Report = {
      ...r,
      dimensions: r.dimensions.map((d) => ({ ...d, score: d.maxScore })),
      level: r.fullScore,
    };
    expect(rules(planted, EN)).toContain('full-marks-evidence');
    expect(
      rules(
        withStrength(
          r,
          'x',
          'Key points are clear, with a beginning, development and ending that connect.',
        ),
        EN,
      ),
    ).toContain('connected-on-reversal');
    const low: Report = { ...r, level: 4 };
    expect(
      rules(
        withStrength(low, 'x', 'Wording is precise and mature, with words such as "citizens".'),
        EN,
      ),
    ).toContain('precise-on-low');
    expect(
      rules(
        withStrength(
          r,
          'x',
          'The essay stays on the task, using its words "three", "year", "high".',
        ),
        EN,
      ),
    ).toContain('task-words-common');
  });
});

describe('feedback with substance (§8)', () => {
  const SPLICE =
    '每年過年前我媽都會叫全家一起大掃除，我真的超不想的，因為放寒假就是要睡覺跟打電動啊，可是我媽說不掃的話就沒有紅包，所以我只好去掃。';
  it('finds 一逗到底, spoken register and the figures by their forms', () => {
    expect(commaSplices(SPLICE)).toHaveLength(1);
    // a long, well-built sentence is not a splice
    expect(
      commaSplices(
        '學校若想讓學生了解自己的位置，可以把個人名次和進步幅度印在成績單上，讓每個人私下檢視，既保留了參考的功能，也保護了每個人的自尊。',
      ),
    ).toEqual([]);
    expect(
      spokenWords(`${SPLICE}這部電影很爛，我很不爽。「超好笑的！」他說。`).map((w) => w.suggestion),
    ).toEqual(['非常', '很差', '不高興']);
    expect(figuresOf('她的笑容像春天的陽光一樣溫暖。')).toContain('譬喻');
    expect(figuresOf('愛笑的、愛鬧的、愛睡的，全都露了出來。')).toContain('排比');
    expect(figuresOf('合唱最難的從來不是唱準每一個音，而是聽見別人的聲音。')).toContain('對比');
    expect(figuresOf('為什麼只寫三件？', '因為三件就夠了。')).toContain('設問');
    expect(figuresOf('今天我去學校上課。')).toEqual([]);
  });

  it('marks and weighs them, names the 佳句 and never asks to rewrite it; plants are caught', async () => {
    const text = `${ZH}\n　　${SPLICE}這次的比賽真的很爛。`;
    const r = await correct({ text }, TASK, 'cap-writing', { lang: 'zh' });
    expect(rules(r, text)).toEqual([]);
    expect(r.corrections.some((c) => c.reason['zh-tw'].startsWith('一逗到底'))).toBe(true);
    expect(r.corrections.some((c) => c.reason['zh-tw'].startsWith('口語用詞'))).toBe(true);
    const mech = r.dimensions.find((d) => d.key === 'mechanics')!;
    expect(mech.comment['zh-tw']).toMatch(/一逗到底/);
    const lang = r.dimensions.find((d) => d.key === 'language')!;
    expect(lang.comment['zh-tw']).toMatch(/口語用詞/);
    const unmarked: Report = {
      ...r,
      corrections: r.corrections.filter((c) => !/^(一逗到底|口語用詞)/.test(c.reason['zh-tw'])),
    };
    expect(rules(unmarked, text)).toEqual(
      expect.arrayContaining(['run-on-unmarked', 'register-unmarked']),
    );
    expect(
      rules(
        withStep(
          r,
          '下一步：先改寫以「我這才明白，合唱最難的從來不是唱準每一個音」開頭的這一句',
          'x',
        ),
        text,
      ),
    ).toContain('fine-rewritten');
    const same = r.dimensions.map((d) => ({ ...d, evidence: r.dimensions[0]!.evidence }));
    expect(rules({ ...r, dimensions: same }, text)).toContain('same-evidence');
    const alike = r.paragraphComments.map((p) => ({
      ...p,
      comment: bi('這一段從「」展開，有所鋪陳。', 'x'),
    }));
    expect(rules({ ...r, paragraphComments: alike }, text)).toContain('paragraphs-alike');
  });

  it('an excellent essay’s report names its 佳句 and quotes a sentence of its own per dimension', async () => {
    const r = await correct({ text: ZH }, TASK, 'cap-writing', { lang: 'zh' });
    const firsts = r.dimensions
      .filter((d) => d.key !== 'mechanics')
      .map((d) => d.evidence[0]?.span.start);
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(JSON.stringify(r)).not.toMatch(/改用譬喻/);
  });
});
