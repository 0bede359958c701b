import { describe, expect, it } from 'vitest';
import { withoutSheetPrint } from '../src/sheet-print.ts';
import { random } from './page-maker.ts';

/** A reading of `text` whose every character has its own confidence (layout: null). */
function reading(text: string, seed = 1) {
  const next = random(seed);
  const confidences = [...text].map((c) => (c === '\n' || c === '\u3000' ? null : next()));
  return { text, confidences };
}

/** Random essay lines of common characters (and marks), none of them the sheet's print. */
const COMMON =
  '我們你他的是在有不了人這中大為上個國到說時要就出會可也而能對生子那得於著下自之年過發後作裡用道行所然家種事成方多經去法學如都同現當沒動起看定天分還進好小部其些主樣理心她本前開但因只從想實日意力它與長把機十民第公此已工使情明性知全三又關點正業外將兩高間由問很最重並物手應戰向頭文體政美相見被利什二等產或新己制身果加西斯月話合回特代內信表化老給世位次度門任常先海通教兒原東聲提立及比員解水名真論處走義各入幾口認條平系氣題活爾更別打女變四神總何電數安少報才結反受目太量再感建務做接必場件計管期市直德資命山金指克許統區保至隊形社便空決治展馬科司五基眼書非則聽白卻界達光放強即像難且權思王象完設式色路記南品住告類求據程北邊死張該交規萬取拉格望覺術領共確傳師觀清今切院讓識候帶導爭運笑飛風步改收根干造言聯持組每濟車親極林服快辦議往元英士證近失轉夫令準布始怎呢存未遠叫台單影具羅字愛擊流備兵連調深商算質團集百需價花黨華城石級整府離況亞請技際約示復病息究線似官火斷精滿支視消越器容照須九增研寫稱企八功嗎包片史委乎查輕易早曾除農找裝廣顯吧阿李標談吃圖念六引歷首醫局突專費號盡另周較注語仍推境健';

function essayLines(seed: number): string[] {
  const next = random(seed);
  const pick = (): string => COMMON[Math.floor(next() * COMMON.length)]!;
  const count = 2 + Math.floor(next() * 6);
  return Array.from({ length: count }, (_, i) => {
    const length = i === 0 ? 3 + Math.floor(next() * 6) : 20 + Math.floor(next() * 80);
    let line = '';
    for (let k = 0; k < length; k++) line += k > 3 && next() < 0.08 ? '，' : pick();
    return i === 0 ? line : `\u3000\u3000${line}。`;
  });
}

/** A sheet prints a title and a line of fields (either may be missing from a reading). */
const TITLES = ['國語文寫作　作文稿紙', '國語文寫作作文稿紙', '國語文寫作測驗　答案卷（橫式直書）'];
const FIELDS = [
  '班級：＿＿＿＿＿　座號：＿＿＿＿　姓名：＿＿＿＿＿＿＿＿',
  '班級:_____ 座號:____ 姓名:________',
  '班級：　座號：　姓名：',
];
const FOOTERS = [
  '20 × 25 = 500',
  '20x25=500',
  '20 >25=500',
  '20 25 = 500',
  '第一頁　由右至左，由上而下書寫',
  '第 2 頁',
  '- 1 -',
];

describe('withoutSheetPrint (issue 43 §3)', () => {
  it('takes a 稿紙 page’s header, fields and footer out, the student’s text and confidences kept', () => {
    const page = reading(
      '國語文寫作　作文稿紙\n班級：＿＿＿　座號：＿＿　姓名：＿＿＿＿\n一起完成的那件事\n\n\u3000\u3000「完了。」這是音樂老師把合唱比賽的曲目發下來時。\n\n20 × 25 = 500',
    );
    const out = withoutSheetPrint(page.text, page.confidences);
    expect(out.text).toBe(
      '一起完成的那件事\n\n\u3000\u3000「完了。」這是音樂老師把合唱比賽的曲目發下來時。',
    );
    expect(out.sheet).toEqual({ header: true, name: null, page: null });
    const at = [...page.text].indexOf('起');
    expect(out.confidences[1]).toBe(page.confidences[at]);
  });

  it('knows the print as a hard photo’s reader leaves it (a character lost, fields out of order)', () => {
    const essay = '\u3000\u3000下課十分鐘\n\n\u3000\u3000下課鐘一響，原本安靜的教室馬上熱起來。';
    for (const header of [
      '國語文寫作作文稿\n\n班級：座號：姓名：',
      '國語文寫作作文稿紙\n\n\u3000\u3000座號：姓名：級：',
    ]) {
      const page = reading(`${header}\n\n${essay}\n\n\u3000\u300020×25=500`);
      const out = withoutSheetPrint(page.text, page.confidences);
      expect(out.text).toBe(essay);
      expect(out.sheet).toEqual({ header: true, name: null, page: null });
    }
  });

  it('keeps the name written in the name field and the title written after 題目', () => {
    const page = reading(
      '班級：三年二班　座號：12　姓名：王小明\n題目：我的家\n\u3000\u3000我家有四個人。',
    );
    const out = withoutSheetPrint(page.text, page.confidences);
    expect(out.text).toBe('我的家\n\u3000\u3000我家有四個人。');
    expect(out.sheet.name).toBe('王小明');
    expect(out.sheet.header).toBe(true);
  });

  it('reads the page number a footer prints: a back side says so', () => {
    const page = reading('\u3000\u3000他們終於唱完了。\n第二頁　由右至左，由上而下書寫');
    const out = withoutSheetPrint(page.text, page.confidences);
    expect(out.text).toBe('\u3000\u3000他們終於唱完了。');
    expect(out.sheet).toEqual({ header: false, name: null, page: 2 });
  });

  it('leaves a sentence of the essay that names the sheet’s words', () => {
    const text =
      '我的稿紙\n\n\u3000\u3000老師發下作文稿紙，要我們在班級的姓名欄寫上自己的名字，再寫下題目，我想了很久才下筆，後來寫了整整兩頁。';
    const page = reading(text);
    expect(withoutSheetPrint(page.text, page.confidences).text).toBe(text);
  });

  it('property: any essay with any header and footer around it comes back as written', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed * 7919);
      const essay = essayLines(seed).join(next() < 0.5 ? '\n' : '\n\n');
      const oneOf = (list: string[]): string =>
        next() < 0.6 ? list[Math.floor(next() * list.length)]! : '';
      const header = [oneOf(TITLES), oneOf(FIELDS)].filter(Boolean).join('\n');
      const footer = FOOTERS[Math.floor(next() * FOOTERS.length)]!;
      const sheet = [header, essay, next() < 0.7 ? footer : ''].filter(Boolean).join('\n');
      const page = reading(sheet, seed);
      const plain = reading(essay, seed);
      // the essay alone is left alone
      expect(withoutSheetPrint(plain.text, plain.confidences).text).toBe(essay);
      const out = withoutSheetPrint(page.text, page.confidences);
      expect(out.text).toBe(essay);
      // each character keeps its own confidence
      expect(out.confidences.length).toBe([...out.text].length);
      const offset = [...sheet].length - [...sheet].slice([...header].length).length;
      const start = header ? offset + 1 : 0;
      expect(out.confidences).toEqual(
        page.confidences.slice(start, start + out.confidences.length),
      );
    }
  });
});
