import { describe, expect, it } from 'vitest';
import { joinPages, splitEssayTitle } from '../src/index.ts';
import { findCorrections } from '../src/mechanics/index.ts';

describe('the essay title', () => {
  it('is a short first line without sentence punctuation, and not part of the body', () => {
    expect(
      splitEssayTitle('青春飛揚\n　　青春是一首歌，唱出我們的夢想。\n　　我們一起努力。'),
    ).toEqual({
      title: '青春飛揚',
      body: '　　青春是一首歌，唱出我們的夢想。\n　　我們一起努力。',
    });
    expect(splitEssayTitle('\nMy Blue Notebook\nLast year my teacher gave us notebooks.')).toEqual({
      title: 'My Blue Notebook',
      body: 'Last year my teacher gave us notebooks.',
    });
  });

  it('may hold one comma when it is short, not indented, and the essay below opens indented', async () => {
    const text = '那一刻，我長大了\n　　那天放學，我一個人走回家。\n　　後來我懂了。';
    expect(splitEssayTitle(text)).toEqual({
      title: '那一刻，我長大了',
      body: '　　那天放學，我一個人走回家。\n　　後來我懂了。',
    });
    // the title line is not a paragraph missing its indent
    expect((await findCorrections(text, 'zh')).filter((c) => c.kind === 'format')).toEqual([]);
    for (const notTitle of [
      '　　那一刻，我長大了\n　　那天放學，我一個人走回家。', // indented: the first paragraph
      '那一刻，我長大了\n那天放學，我一個人走回家。', // the body does not open a paragraph
      '那一刻，我知道，我長大了\n　　那天放學。', // two commas
      '那一刻，\n　　那天放學。', // ends on the comma
      '那一刻，我在操場上終於明白了自己\n　　那天放學。', // too long
    ])
      expect(splitEssayTitle(notTitle).title).toBeNull();
  });

  it('is absent when the first line is a sentence, too long, or the only line', () => {
    for (const text of [
      '今天天氣很好。\n我們去公園。',
      '我和家人一起去爬合歡山，心裡充滿期待\n第二段',
      '這是一個非常非常非常非常非常非常非常長的第一行沒有標點符號\n正文。',
      'Last year my teacher gave us notebooks.\nThey were blue.',
      '青春飛揚',
    ]) {
      expect(splitEssayTitle(text)).toEqual({ title: null, body: text });
    }
  });
});

describe('pages of one essay', () => {
  it('run on when a sentence crosses the page break', () => {
    expect(joinPages(['　　我們在中午前登上了山頂，雲海在', '腳下翻滾。'])).toBe(
      '　　我們在中午前登上了山頂，雲海在腳下翻滾。',
    );
    expect(joinPages(['After a few weeks the notebook', 'became a habit.'])).toBe(
      'After a few weeks the notebook became a habit.',
    );
  });

  it('break the paragraph when the page ends a sentence or the next page is indented', () => {
    expect(joinPages(['第一段結束了。', '第二段開始']).split('\n')).toHaveLength(2);
    expect(joinPages(['第一段沒有結束', '　　第二段縮排開始。']).split('\n')).toHaveLength(2);
    expect(joinPages(['It ended.', 'A new paragraph.'])).toBe('It ended.\nA new paragraph.');
  });

  it('skips blank pages', () => {
    expect(joinPages(['', '  ', '只有一頁。'])).toBe('只有一頁。');
  });
});
