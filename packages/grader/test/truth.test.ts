import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { correct, expectedLength, plainEnglish } from '../src/correct.ts';
import { loadModel } from '../src/model/default-models.ts';
import { resolveRubric } from '../src/rubrics/presets.ts';
import { checkReport, repeatedSentences, splitStatement } from '../src/report/truth.ts';
import { DATA_ROOT } from '../scripts/lib/dataset.ts';
import { checkSet, TRUTH_SETS } from '../scripts/truth.ts';

// The data sets are not in the repository (../shared/data); without them the data-set checks cannot run.
const haveData = TRUTH_SETS.every((s) => existsSync(join(DATA_ROOT, s.file)));

// a 國中 narrative of five paragraphs and about 600 characters, no lower-case "i", no half-width marks
const ESSAY = [
  '　　音樂老師把合唱比賽的曲目發下來時，我心裡只有一個念頭：完了。我們班在全年級是出了名的各唱各的，男生卡在變聲期，高音上不去，女生雖然音準不錯，卻害羞得像在念課文。偏偏大家把指揮的工作推給了我。',
  '　　第一次練唱果然慘不忍睹。男聲部才唱到第二句就有人笑場，整排跟著東倒西歪；女生嫌男生不認真，男生嫌女生太兇，最後在一片抱怨聲中草草收場。那天放學，負責伴奏的小瑜紅著眼眶對我說，她每天晚上練琴練到十一點，我們卻連一次都沒有好好唱完。',
  '　　隔天的班會，我沒有再催大家認真一點，而是請小瑜把她在家練琴的錄音放出來。教室裡突然安靜了，只聽得見一遍又一遍彈錯又重來的琴聲。放完以後，平常最愛搗蛋的阿哲第一個站起來，說他願意每天早自習提早十分鐘來練習。',
  '　　從那天起，早自習的教室多了歌聲。男生們互相提醒換氣的位置，女生們把歌詞抄在小卡上傳給忘詞的人，我則學著用手勢代替大吼。比賽那天，我們沒有得到第一名，可是唱完最後一個音時，全班同時笑了出來。',
  '　　頒獎典禮結束後，小瑜把伴奏譜送給我，上面密密麻麻寫滿了她自己的記號。我翻著那些鉛筆字，想起第一次練唱時大家的樣子，忽然覺得那些吵吵鬧鬧的午後，都成了最珍貴的回憶。',
  '　　我這才明白，合唱最難的從來不是唱準每一個音，而是願意聽見別人的聲音。一起完成一件事，靠的不是誰比較厲害，而是每個人都肯為了彼此多走一步。',
].join('\n');
const TASK = {
  name: '一起完成的那件事',
  instructions: '請以「一起完成的那件事」為題，寫下你的經驗與感受。',
};

const rules = (r: Report, text = ESSAY): string[] =>
  checkReport(r, { text, expected: 600, cap: true }).map((c) => c.rule);

describe('the truth checker', () => {
  it('passes the engine’s own report of a complete 國中 essay', async () => {
    const r = await correct({ text: ESSAY }, TASK, 'cap-writing', { lang: 'zh' });
    expect(ESSAY.replace(/\s/g, '').length).toBeGreaterThan(500);
    expect(rules(r)).toEqual([]);
  });

  it('finds each kind of false statement planted in that report', async () => {
    const r = await correct({ text: ESSAY }, TASK, 'cap-writing', { lang: 'zh' });
    const bi = (zh: string, en: string) => ({ 'zh-tw': zh, en });
    const withStep = (zh: string, en: string): Report => ({
      ...r,
      nextSteps: [...r.nextSteps, { text: bi(zh, en), span: null, feature: null }],
    });
    expect(
      rules(withStep('篇幅偏短，發展不夠充分。', 'The essay is short and underdeveloped.')),
    ).toEqual(expect.arrayContaining(['length-fault-not-short', 'length-fault-long-essay']));
    expect(rules(withStep('錯別字偏多。', 'There are many spelling mistakes.'))).toContain(
      'typo-claimed',
    );
    expect(rules(withStep('僅有單一段落。', 'The essay is one paragraph.'))).toContain(
      'one-paragraph-claimed',
    );
    expect(
      rules(
        withStep(
          '代名詞 I 應大寫。',
          'The pronoun "I" must be a capital letter, and 2 lower-case "i" appear.',
        ),
      ),
    ).toContain('advice-absent-lower-i');
    expect(
      rules(withStep('中文文章應使用全形標點符號，文中有 2 個半形標點。', 'Use full-width marks.')),
    ).toContain('advice-absent-halfwidth');
    const organisation = r.dimensions.find((d) => d.key === 'organisation')!;
    const praised = withStep('分段清楚，有開頭、發展與結尾，結構完整。', 'Clear paragraphs.');
    const faulted: Report = {
      ...praised,
      dimensions: praised.dimensions.map((d) =>
        d === organisation
          ? { ...d, comment: bi('沒有明顯的文章結構；或僅有單一段落。', 'No structure.') }
          : d,
      ),
    };
    expect(rules(faulted)).toEqual(
      expect.arrayContaining([
        'praise-and-fault',
        'descriptor-alternatives',
        'one-paragraph-claimed',
      ]),
    );
    expect(
      rules({
        ...r,
        corrections: [
          {
            kind: 'spelling',
            span: { start: 2, end: 4 },
            original: ESSAY.slice(2, 4),
            suggestion: '那日',
            reason: bi('錯字', 'Did you mean to spell `dea` this way?'),
          },
        ],
      }),
    ).toEqual(expect.arrayContaining(['english-markdown', 'typo-count']));
    expect(
      rules({
        ...r,
        overallComment: bi(
          `表現最好的是「${r.dimensions[0]!.name['zh-tw']}」，最需要加強的是「${r.dimensions[0]!.name['zh-tw']}」。`,
          'x',
        ),
      }),
    ).toContain('summary-best-worst');
  });

  it('reads quoted passages as whole sentences and counts sentences said of many essays', () => {
    expect(splitStatement('開頭段以「那天。我哭了」引出主題。下一步：寫。')).toEqual([
      '開頭段以「那天。我哭了」引出主題。',
      '下一步：寫。',
    ]);
    const rep = (s: string): Report =>
      ({
        dimensions: [],
        strengths: [],
        nextSteps: [],
        paragraphComments: [],
        overallComment: { 'zh-tw': s, en: s },
      }) as unknown as Report;
    const found = repeatedSentences(
      [rep('同一句。'), rep('同一句。'), rep('另一句。'), rep('第三句。')],
      'zh-tw',
    );
    expect(found).toEqual([{ sentence: '同一句。', share: 0.5 }]);
  });

  it('English text loses Markdown and full-width marks but keeps what they quote', () => {
    expect(plainEnglish('Did you mean to spell `dea` this way?')).toBe(
      'Did you mean to spell "dea" this way?',
    );
    expect(plainEnglish('Chinese quotations use 「」 here：see 「好」.')).toBe(
      'Chinese quotations use "「」" here: see "好".',
    );
  });

  it('judges length against the task the rubric’s writers are given', () => {
    expect(expectedLength(resolveRubric('cap-writing'), 'zh', loadModel('zh'))).toBe(600);
    expect(expectedLength(resolveRubric('gsat-english'), 'en', loadModel('en'))).toBe(120);
  });

  // every set's sample through correct(), both report languages: no contradiction, and (on the
  // sets read whole or nearly) no comment sentence in more than a quarter of the reports
  it.runIf(haveData)(
    'finds no contradiction in the reports the engine writes for the data sets',
    async () => {
      for (const [set, n] of [
        [TRUTH_SETS[0]!, 0],
        [TRUTH_SETS[1]!, 30],
        [TRUTH_SETS[2]!, 6],
        [TRUTH_SETS[3]!, 6],
      ] as const) {
        const res = await checkSet(set, n, false);
        expect(res.reports, set.name).toBeGreaterThan(5);
        expect(res.contradictions, set.name).toEqual([]);
        if (res.reports >= 30) expect(res.repeated, set.name).toEqual([]);
      }
    },
    240_000,
  );
});
