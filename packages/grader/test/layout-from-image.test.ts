import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';

// The paragraphs as OCR gives a photo's text: the indents are gone.
const ESSAY = [
  '去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們準備足夠的水、外套和雨衣，因為山上的天氣變化很快。',
  '我們從登山口出發，一路上風景很美，可是走到一半，我的腳開始酸痛，心裡想要放棄。媽媽鼓勵我慢慢走，不要跟別人比較。',
].join('\n');
const indent = (c: { kind: string; suggestion: string }) =>
  c.kind === 'format' && c.suggestion.startsWith('　　');

describe('lost layout on a photo (issue 28)', () => {
  it('gives the paragraph-indent point on typed text only', async () => {
    const homework = { name: '一次難忘的經驗', instructions: '' };
    const typed = await correct({ text: ESSAY }, homework, 'cap-writing');
    expect(typed.corrections.filter(indent)).toHaveLength(1);
    const read = await correct({ text: ESSAY }, homework, 'cap-writing', { layoutFromImage: true });
    expect(read.corrections.filter(indent)).toHaveLength(0);
    expect(read.corrections.length).toBe(typed.corrections.length - 1);
  });
});
