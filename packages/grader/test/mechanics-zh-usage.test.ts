import { afterEach, describe, expect, it } from 'vitest';
import { findCorrections } from '../src/mechanics/index.ts';
import { taiwanUsageCorrections } from '../src/mechanics/zh/usage.ts';
import { setZhSpellingOptions } from '../src/mechanics/zh/spelling.ts';

const usage = (text: string) =>
  taiwanUsageCorrections(text).map((c) => `${c.original}->${c.suggestion}`);

async function typos(text: string): Promise<string[]> {
  const found = await findCorrections(text, 'zh');
  return found.filter((c) => c.kind === 'typo').map((c) => `${c.original}->${c.suggestion}`);
}

// Each family: sentences with the slip (the mark expected) and near misses that are right.
const FAMILIES: [string, [string, string[]][]][] = [
  [
    '在/再',
    [
      ['從那天起，我在也不敢遲到了。', ['在->再']],
      ['現在也不晚，快去吧。', []],
      ['你不要在吵了，大家都在睡覺。', ['在->再']],
      ['你不要在教室裡吵鬧。', []],
      ['不要在意別人的眼光。', []],
      ['他跑得在快，也追不上公車。', ['在->再']],
      ['他在家也會幫忙。', []],
      ['我想先寫完功課，在去打球。', ['在->再']],
      ['我先到學校，在教室等你。', []],
      ['這道題目請你在看一次。', ['在->再']],
      ['這是一件在簡單不過的事。', ['在->再']],
      ['他在說話的時候很緊張。', []],
      ['他年紀還小，在說這也不是他的錯。', ['在->再']],
    ],
  ],
  [
    '的/得',
    [
      ['弟弟跑的很快。', ['的->得']],
      ['我買的很便宜。', []],
      ['他累的說不出話。', ['的->得']],
      ['冷的天氣讓人不想出門。', []],
      ['我覺的很累。', ['的->得']],
      ['睡覺的時候不要說話。', []],
      ['我們的生活會變的更好。', ['的->得']],
      ['天氣是會變的。', []],
      ['他的精神值的我們學習。', ['的->得']],
      ['這本書很有價值的。', []],
      ['他把題目看的一清二楚。', ['的->得']],
      ['現在令我們感動的很多。', []],
      ['他每天讀書讀的太晚。', ['的->得']],
      // A state compared: 得像 (decision 0085).
      ['她的聲音細的像蚊子一樣。', ['的->得']],
      ['她的臉紅紅的像蘋果。', []],
      ['最美的像是一幅畫。', []],
      ['忘記了帶傷殺敵的太祖太宗們。', []],
      // Adverbial 的 (慢慢的走) is a style point in Taiwan, not marked (decision 0041).
      ['她慢慢的走回家。', []],
    ],
  ],
  [
    '那/哪',
    [
      ['你的書到底放在那裡？', ['那->哪']],
      ['我不知道他住在那裡。', ['那->哪']],
      ['我不知道那裡的人這麼熱情。', []],
      ['你去過那裡嗎？', []],
      ['他就住在那裡。', []],
      // An indirect question after a verb that takes one, or after 無論/不論/不管 (decision 0085).
      ['他們在討論暑假要去那裡玩。', ['那->哪']],
      ['無論我走到那裡，他都跟著。', ['那->哪']],
      ['我們一邊聊天一邊走到那裡。', []],
      ['他決定好了去那裡了。', []],
      ['我問了在那裡工作的人。', []],
      // A 那 that cannot point: a question with no other question word, 那怕, a rhetorical 那有
      // after a lack, 無論 + which (decision 0086 part 2).
      ['放學以後你要去那裡？', ['那->哪']],
      ['你最喜歡那一種水果？', ['那->哪']],
      ['那怕下大雨，我們也要出發。', ['那->哪']],
      ['沒有努力，那有成功的一天？', ['那->哪']],
      ['無論那一種方法，我都願意試試。', ['那->哪']],
      ['那個人是你的哥哥？', []],
      ['對那些小狗來說呢？', []],
      ['你還記得那一天嗎？', []],
      ['那我們明天再去吧！', []],
      ['如果沒有下雨，那會很好玩。', []],
      ['不管那些閒話，他還是天天練習。', []],
      ['那有什麼關係？', []],
      ['你去哪裡，我就去那裡。', ['那->哪']],
      ['他問我要去哪裡，我就帶他去那裡。', []],
    ],
  ],
  [
    '帶/戴',
    [
      // 戴 takes only what is worn (decision 0085).
      ['他的臉上一直戴著微笑。', ['戴->帶']],
      ['爸爸戴我們去動物園。', ['戴->帶']],
      ['這次旅行戴給我很多回憶。', ['戴->帶']],
      ['他戴著一頂紅色的帽子。', []],
      ['面具還是戴著，沒有人認得他。', []],
      ['學生們都很愛戴這位老師。', []],
      ['戴老師今天請假。', []],
      ['門口站著一位帶著紅色帽子的警衛。', ['帶->戴']],
      ['出門記得帶著帽子，外面很冷。', []],
    ],
  ],
  [
    '像/向',
    [
      // A comparison takes 像; a verb of looking or moving before what it points at takes 向.
      ['雨向用倒的一樣打在屋頂上。', ['向->像']],
      ['時間短得向一次深呼吸。', ['向->像']],
      ['全班同學都望像我。', ['像->向']],
      ['我們要向他學習，做一樣的事。', []],
      ['他向我揮手，和以前一樣。', []],
      ['我們的方向一樣。', []],
      ['他長得像他爸爸。', []],
    ],
  ],
  [
    '以/已, 己/已',
    [
      ['我們以經到了學校。', ['以->已']],
      ['已後我會更小心。', ['已->以']],
      ['他已後悔莫及。', []],
      ['以經驗來看，這樣不行。', []],
      ['這是我自已的事。', ['已->己']],
      ['大家各自已經準備好了。', []],
    ],
  ],
  [
    '做/作',
    [
      ['我正在寫做業。', ['做->作']],
      ['這個工做很辛苦。', ['做->作']],
      ['大家分工做事，很快就完成了。', []],
      ['他在家裡做家事。', []],
      ['我們一起作功課吧。', ['作->做']],
    ],
  ],
  [
    '須/需, 一但, 因該, 既/即, 復/複',
    [
      ['我們必需遵守規定。', ['需->須']],
      ['水是生活必需品。', []],
      ['這些工具是必需的。', []],
      ['機會一但失去就回不來了。', ['但->旦']],
      ['他們想統一但是失敗了。', []],
      ['我們因該準時到。', ['因->應']],
      ['因該公司倒閉，他失業了。', []],
      ['既使下雨，我也要去。', ['既->即']],
      ['他既使人尊敬，又使人害怕。', []],
      ['他很快就恢複健康。', ['複->復']],
      ['不要一直重復同樣的話。', ['復->複']],
      ['段考前要好好複習。', []],
    ],
  ],
  [
    '成語 and fixed words',
    [
      ['我們一股作氣爬上山頂。', ['股->鼓']],
      ['我們一鼓作氣爬上山頂。', []],
      ['他日複一日地練習。', ['複->復']],
      ['放學後我迫不急待地衝回家。', ['急->及']],
      ['我的同學很利害。', ['利->厲']],
      ['這件事和我們有利害關係。', []],
      ['他們堅苦卓絕，終於成功。', []],
      ['他的爸爸是檢察官。', []],
    ],
  ],
];

describe('Taiwanese 錯別字 in context (usage.ts)', () => {
  for (const [family, cases] of FAMILIES) {
    it.each(cases)(`${family}: %s`, (text, expected) => {
      expect(usage(text)).toEqual(expected);
    });
  }

  it('keeps offsets right after a character outside the BMP', () => {
    const text = '今天好開心😀，我們以經到了學校。';
    const [c] = taiwanUsageCorrections(text);
    expect(text.slice(c!.span.start, c!.span.end)).toBe('以');
  });

  it('gives a reason in Chinese that names the whole word and no Markdown', () => {
    const [c] = taiwanUsageCorrections('我們以經到了學校。');
    expect(c?.span).toEqual({ start: 2, end: 3 });
    expect(c?.reason['zh-tw']).toContain('「以經」應寫作「已經」');
    expect(`${c?.reason['zh-tw']}${c?.reason.en}`).not.toContain('`');
  });
});

describe('Chinese typos: verbs and Taiwan words are not slips', () => {
  afterEach(() => setZhSpellingOptions({}));

  it.each([
    '　　下課時我們什麼也不做，只是看著天空。',
    '　　如果我太晚餵牠吃飯，牠就會生氣。',
    '　　暑假我們到埔里玩了三天。',
  ])('leaves %s unmarked', async (text) => {
    expect(await typos(text)).toEqual([]);
  });

  it('needs the verb and in-word penalties for 不做 (without them the word model prefers 不錯)', async () => {
    setZhSpellingOptions({ verbPenalty: 0, inWordPenalty: 0 });
    expect(await typos('　　下課時我們什麼也不做，只是看著天空。')).toEqual(['做->錯']);
  });

  it('still marks a slip after a usage fix (以經記不清 is not 經濟)', async () => {
    expect(await typos('　　那首歌我以經記不太清楚了。')).toEqual(['以->已']);
  });
});
