import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';

const ESSAY = [
  '　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們以經準備好足夠的水、外套和雨衣，因為山上的天氣變化很快。',
  '　　我們從登山口出發，一路上風景很美，可是走到一半，我的腳開始酸痛，心裡想要放棄。媽媽鼓勵我慢慢走，不要跟別人比較。',
  '　　終於到了山頂，雲海在腳下翻滾，我覺得自己好像站在天空上。這次登山讓我明白，只要堅持下去，就能看到美麗的風景。',
].join('\n');

describe('possible reading errors (issue 11 §6)', () => {
  it('marks a spelling finding on a character the OCR doubted and does not score it', async () => {
    const homework = { name: '一次難忘的經驗', instructions: '' };
    const plain = await correct({ text: ESSAY }, homework, 'cap-writing');
    const typo = plain.corrections.find((c) => c.kind === 'typo' || c.kind === 'spelling');
    expect(typo, 'the engine finds the planted 以經').toBeDefined();
    expect(typo!.ocrSuspect).toBeUndefined();

    const doubted = await correct({ text: ESSAY }, homework, 'cap-writing', {
      uncertain: [{ start: typo!.span.start, end: typo!.span.start + 1 }],
    });
    const same = doubted.corrections.find((c) => c.span.start === typo!.span.start);
    expect(same?.ocrSuspect).toBe(true);
    expect(doubted.corrections.filter((c) => !c.ocrSuspect)).toHaveLength(
      plain.corrections.length - 1,
    );
    // the mechanics evidence never quotes a possible reading error as the student's mistake
    const mechanics = doubted.dimensions.find(
      (d) => d.key === 'mechanics' || /錯別字/.test(d.name['zh-tw']),
    );
    const before = plain.dimensions.find((d) => d.key === mechanics?.key);
    expect(mechanics!.score).toBeGreaterThanOrEqual(before!.score);
  });
});
