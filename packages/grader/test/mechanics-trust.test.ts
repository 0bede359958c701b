import { describe, expect, it } from 'vitest';
import type { Correction } from '@essay/contracts';
import { findCorrections } from '../src/mechanics/index.ts';
import { TAIWAN_CORRECT } from '../src/mechanics/zh/taiwan.ts';
import { detokenise, diffEdits, referenceMakes, tokenise } from '../scripts/lib/gec-align.ts';

const fixes = (cs: Correction[]) => cs.map((c) => `${c.original}->${c.suggestion}`);

/** One test per English sentence: nothing in it is marked. */
const itLeavesUnmarked = (sentences: readonly string[]) => {
  for (const sentence of sentences)
    it(`leaves "${sentence}" unmarked`, async () => {
      expect(fixes(await findCorrections(sentence, 'en'))).toEqual([]);
    });
};

describe('English: the misses teachers reported are caught', () => {
  const cases: [string, string][] = [
    ['This expectations are too high for me.', 'This->These'],
    ['Money is not everything in ones life.', "ones->one's"],
    ['I though it was a good idea.', 'though->thought'],
    ['If you fail, your not a bad person.', "your->you're"],
    ['He was ruled to me, so I left.', 'ruled->rude'],
    ['The waiter was really ruled.', 'ruled->rude'],
    ['I wanted to yell it him but I did not.', 'it->at'],
    ['Can u help me?', 'u->you'],
  ];
  for (const [sentence, fix] of cases)
    it(`marks ${fix} in "${sentence}"`, async () => {
      expect(fixes(await findCorrections(sentence, 'en'))).toContain(fix);
    });
});

describe('English: correct sentences near those rules are left alone', () => {
  const correct = [
    'I thought about it. Your book is here. He ruled the country for ten years.',
    'These expectations are high. This expectation is high. This seems fine and this matters.',
    'The red ones are mine, and the little ones life was hard.',
    'I, though, did not agree. Even though I tried, I failed.',
    'You have your right to vote, and your going away party was fun.',
    'The law was ruled to be unfair. The court ruled that he was right.',
    'She yelled it out loud. In the U.S. people drive on the right.',
    'This questions whether we care, and this influences them.',
  ];
  itLeavesUnmarked(correct);

  it('takes the closest Harper suggestion and drops far-off or word-splitting guesses', async () => {
    expect(
      fixes(await findCorrections('I preffer somthing about peole and trafic.', 'en')),
    ).toEqual(['preffer->prefer', 'somthing->something', 'peole->people', 'trafic->traffic']);
    expect(
      fixes(await findCorrections('I was not intrested untill he came to Belgrano.', 'en')),
    ).not.toContain('untill->distill');
    expect(
      fixes(await findCorrections('I was not intrested untill he came to Belgrano.', 'en')).join(
        ' ',
      ),
    ).not.toMatch(/int rested|Belgian/);
  });
});

describe('English: British spellings are correct English', () => {
  const british = [
    'My favourite colour is grey, and the centre of town was full of travellers.',
    'We organised a programme on the defence of the harbour; I apologised and realised why.',
    "The theatre's catalogues were analysed by a labour organisation with great enthusiasm.",
    'I practise every evening; my neighbours travelled and cancelled, and felt honoured.',
    'Licence, judgement, tyres, aluminium, mould, plough, enrol, fulfilment, cheques.',
    'Jewellery, pyjamas, sceptical, manoeuvre, paediatric, ageing, a storey, omelettes.',
    'Whilst we learnt, he spelt it and dreamt of a cosy aeroplane and likeable metre.',
  ];
  itLeavesUnmarked(british);

  it('still marks misspellings that look like a British ending', async () => {
    const found = await findCorrections(
      'I am makeing a cake and it makes sence. I wil go, we are haveing fun, the entre.',
      'en',
    );
    expect(found.map((c) => c.original)).toEqual(['makeing', 'sence', 'wil', 'haveing', 'entre']);
    expect(fixes(found)).toEqual(expect.arrayContaining(['makeing->making', 'wil->will']));
  });

  const suggestionCases: [string, string, string[]][] = [
    [
      'takes the commoner word when two suggestions are as close',
      'It makes sence to me. I am studing now. They were olde problemes.',
      ['sence->sense', 'studing->studying', 'olde->old', 'problemes->problems'],
    ],
    [
      "reads a left-out apostrophe as one, not as two words ('every ones', 'to days')",
      'In todays world, everyones phone matters. It is part of anyones childhood.',
      ["todays->today's", "everyones->everyone's", "anyones->anyone's"],
    ],
    [
      'reads an s after a common word as a plural the learner added, not a possessive or a split',
      'There are fews people. The informations and advices helped with my homeworks.',
      ['fews->few', 'informations->information', 'advices->advice', 'homeworks->homework'],
    ],
    [
      'suggests the word a learner most likely meant among equally close ones',
      'He is comeing. We studyed hard. The meating was long. Wich one is it?',
      ['comeing->coming', 'studyed->studied', 'meating->meeting', 'Wich->Which'],
    ],
  ];
  for (const [name, sentence, expected] of suggestionCases)
    it(name, async () => {
      expect(fixes(await findCorrections(sentence, 'en'))).toEqual(expected);
    });

  it("reads 'thats', 'heres' and 'childrens' with their apostrophe, and leaves 'whos' to Harper", async () => {
    const found = await findCorrections(
      'Thats true. Heres the book. Hes tall. The childrens toys. Whos book is it?',
      'en',
    );
    expect(fixes(found)).toEqual(
      expect.arrayContaining([
        "Thats->That's",
        "Heres->Here's",
        "Hes->He's",
        "childrens->children's",
      ]),
    );
    expect(fixes(found)).not.toContain('Whos->Who');
  });
});

describe('English: Taiwan names are not misspellings', () => {
  it('leaves places, peoples and foods alone at the start of a sentence too', async () => {
    const text =
      'Keelung is rainy. Taoyuan has an airport. Tamsui is near the sea. Hsieh and I ate ' +
      'xiaolongbao in Ximending. Amis dancers came from Hualien.';
    expect(fixes(await findCorrections(text, 'en'))).toEqual([]);
  });

  it('still marks a lowercase place name and a misspelt word beside it', async () => {
    expect(fixes(await findCorrections('We went to keelung and it was beautifull.', 'en'))).toEqual(
      ['keelung->Keelung', 'beautifull->beautiful'],
    );
  });
});

describe('English edit metric (grader:gec)', () => {
  it('detokenises JFLEG text and counts an edit when it lies on a path to the reference', () => {
    expect(detokenise("I do n't know , he said .")).toBe("I don't know, he said.");
    expect(tokenise("I don't know, he said.")).toEqual([
      'I',
      'do',
      "n't",
      'know',
      ',',
      'he',
      'said',
      '.',
    ]);
    const src = tokenise('They are more successfull as we see .');
    const ref = tokenise('They are more successful , as we see .');
    const [edit] = diffEdits(src, tokenise('They are more successful as we see .'));
    expect(edit).toEqual({ start: 3, end: 4, tokens: ['successful'] });
    expect(referenceMakes(src, edit!, ref)).toBe(true);
    expect(referenceMakes(src, { start: 3, end: 4, tokens: ['successfully'] }, ref)).toBe(false);
  });
});

describe('Chinese: Taiwan-correct usage is never marked', () => {
  for (const sentence of TAIWAN_CORRECT)
    it(`leaves 「${sentence}」 unmarked`, async () => {
      expect(fixes(await findCorrections(`　　${sentence}`, 'zh'))).toEqual([]);
    });
});

describe('Chinese: the misses teachers reported are caught', () => {
  it('marks 另 for 令 before an emotion, and a doubled 是', async () => {
    expect(fixes(await findCorrections('　　這件事另我崩潰了。', 'zh'))).toEqual(['另->令']);
    expect(fixes(await findCorrections('　　這件事是是非常重要的。', 'zh'))).toEqual(['是->']);
    expect(fixes(await findCorrections('　　另一個人也來了，大家都很高興。', 'zh'))).toEqual([]);
  });

  it('marks 再接再勵 (a rare misspelling the word list used to hold) and 很高性', async () => {
    expect(fixes(await findCorrections('　　我們要再接再勵，繼續努力。', 'zh'))).toEqual([
      '勵->厲',
    ]);
    expect(fixes(await findCorrections('　　聽到這個好消息，我很高性。', 'zh'))).toEqual([
      '性->興',
    ]);
    expect(
      fixes(await findCorrections('　　我們再接再厲，買了一臺高性能的電腦，大家都很高興。', 'zh')),
    ).toEqual([]);
  });

  it('keeps the native-usage guards narrow: the same characters are still marked elsewhere', async () => {
    // 准 only after 不/批/核 …, 視 only before 為/如 …, 友 only before 人/誼 …, 列 only after a numeral.
    expect(fixes(await findCorrections('　　他的答案很准確。', 'zh'))).toEqual(['准->準']);
    expect(fixes(await findCorrections('　　我視一個好學生。', 'zh'))).toEqual(['視->是']);
    expect(fixes(await findCorrections('　　他們友很多錢。', 'zh'))).toEqual(['友->有']);
    expect(fixes(await findCorrections('　　我們可以得到很多好處，列如：讀書。', 'zh'))).toEqual([
      '列->例',
    ]);
  });

  it('leaves quoted sayings and names written more than once alone', async () => {
    expect(
      fixes(await findCorrections('　　李白說：「天生我材必有用。」我很喜歡這句話。', 'zh')),
    ).toEqual([]);
    const names = '　　李啟銘醉酒駕車，李啟銘的父親很有名。大家都說李啟銘不對。';
    expect(fixes(await findCorrections(names, 'zh'))).toEqual([]);
  });
});
