import type { BilingualText, DimensionGrade, EssayLang, RubricAspect } from '@essay/contracts';

type Band = 'high' | 'mid' | 'low';
interface Words {
  zh: string;
  en: string;
  stepZh: string;
  stepEn: string;
}

const w = (zh: string, en: string, stepZh: string, stepEn: string): Words => ({
  zh,
  en,
  stepZh,
  stepEn,
});

/**
 * Descriptor words per aspect and band (../shared/reference/rubrics.md: 會考 for Chinese essays,
 * 學測英文 for English ones) and one concrete next step each. A preset's own descriptor replaces
 * the Chinese words when it has one.
 */
const WORDS: Record<EssayLang, Record<RubricAspect, Record<Band, Words>>> = {
  zh: {
    content: {
      high: w(
        '能依據題目適切地統整、運用材料，並能進一步闡述說明以凸顯主旨。',
        'Material fits the task well and is developed to bring out the main idea.',
        '下一步：在結尾加一句自己的體悟，讓主旨更深刻。',
        'Next step: end with one sentence of your own insight to deepen the main idea.',
      ),
      mid: w(
        '能依據題目運用材料，尚能闡述說明主旨，但發展還不夠深入。',
        'Material fits the task and the main idea comes through, but it is not developed in depth.',
        '下一步：為主要的想法補上一個具體的例子或親身經驗。',
        'Next step: support the main idea with one concrete example or experience of your own.',
      ),
      low: w(
        '材料過於簡略，或與題目的關聯不足，主旨不夠清楚。',
        'Material is thin or loosely related to the task, so the main idea is unclear.',
        '下一步：先用一句話寫下主旨，再找一個和題目直接相關的例子支持它。',
        'Next step: write the main idea in one sentence, then add one example that is directly about the task.',
      ),
    },
    organisation: {
      high: w(
        '文章結構完整，脈絡分明，內容前後連貫。',
        'The structure is complete and clear, and the essay holds together.',
        '下一步：試著讓結尾呼應開頭，使結構更緊密。',
        'Next step: let the ending echo the opening to tighten the structure.',
      ),
      mid: w(
        '文章結構大致完整，但偶有不連貫、轉折不清之處。',
        'The structure is mostly complete, with some unclear transitions.',
        '下一步：在每段開頭加一句承接上一段的話。',
        'Next step: open each paragraph with a sentence that links it to the one before.',
      ),
      low: w(
        '文章結構鬆散，前後不連貫。',
        'The structure is loose and the parts do not connect.',
        '下一步：動筆前先列出開頭、發展、結尾三段的大綱。',
        'Next step: plan an opening, a body and an ending before writing.',
      ),
    },
    language: {
      high: w(
        '能精確使用語詞，並有效運用各種句型使文句流暢。',
        'Words are precise, and varied sentence patterns make the writing flow.',
        '下一步：挑一句改用譬喻或排比，讓文句更生動。',
        'Next step: rewrite one sentence with a simile or a parallel structure to make it vivid.',
      ),
      mid: w(
        '能正確使用語詞，文意表達尚稱清楚，但有時會出現冗詞贅句；句型較無變化。',
        'Words are correct and the meaning is clear, but some sentences are wordy and the sentence patterns vary little.',
        '下一步：刪去多餘的字詞，並把兩個短句合成一個複句。',
        'Next step: cut unneeded words and join two short sentences into one longer sentence.',
      ),
      low: w(
        '用字遣詞不太恰當，或冗詞贅句過多。',
        'Word choice is often inappropriate or wordy.',
        '下一步：把引用的句子改寫得更簡潔通順。',
        'Next step: rewrite the quoted sentence so that it is shorter and clearer.',
      ),
    },
    mechanics: {
      high: w(
        '幾乎沒有錯別字，及格式、標點符號運用上的錯誤。',
        'Almost no wrong characters, and format and punctuation are correct.',
        '下一步：交稿前再通讀一次，保持零錯字。',
        'Next step: keep reading the essay through once before handing it in.',
      ),
      mid: w(
        '有一些錯別字，及格式、標點符號運用上的錯誤，但不至於造成理解上太大的困難。',
        'Some wrong characters and punctuation mistakes, though they do not block the meaning.',
        '下一步：訂正標出的錯別字，並檢查每個句子的標點。',
        'Next step: correct the marked characters and check the punctuation of each sentence.',
      ),
      low: w(
        '錯別字頗多，格式與標點符號的運用不夠正確。',
        'Many wrong characters, and format and punctuation are often wrong.',
        '下一步：訂正每一處標出的錯字，並把每個完整的意思用句號結束。',
        'Next step: correct every marked character and end each complete thought with a full stop.',
      ),
    },
  },
  en: {
    content: {
      high: w(
        '主題清楚切題，並有具體、完整的相關細節支持。',
        'The main idea is clear and on topic, supported by specific, complete details.',
        '下一步：在最有力的段落再加一個具體細節（人名、數字或一個場景）。',
        'Next step: add one more specific detail (a name, a number or a moment) to your strongest paragraph.',
      ),
      mid: w(
        '主題不夠清楚或突顯，部分相關敘述發展不全。',
        'The main idea is not clear or prominent enough, and some points are not fully developed.',
        '下一步：在第一段用一個清楚的主題句寫出主旨。',
        'Next step: state your main idea in one clear topic sentence in the first paragraph.',
      ),
      low: w(
        '主題不明，大部分相關敘述發展不全或與主題無關。',
        'The main idea is unclear, and most points are undeveloped or off the topic.',
        '下一步：先寫一句直接回答題目的話，再舉一個例子支持它。',
        'Next step: write one sentence that answers the prompt, then give one example that supports it.',
      ),
    },
    organisation: {
      high: w(
        '重點分明，有開頭、發展、結尾，前後連貫，轉承語使用得當。',
        'Key points are clear, with a beginning, development and ending that connect, and apt transitions.',
        '下一步：讓結論呼應開頭的主題句。',
        'Next step: make your conclusion echo your opening topic sentence.',
      ),
      mid: w(
        '重點安排不妥，前後發展比例與轉承語使用欠妥。',
        'Key points are not well arranged, and the balance between parts and the transitions need work.',
        '下一步：每段開頭用一個轉承語，例如 First、In addition、As a result。',
        'Next step: begin each paragraph with a transition such as "First", "In addition" or "As a result".',
      ),
      low: w(
        '重點不明、前後不連貫。',
        'Key points are unclear and the essay does not hold together.',
        '下一步：動筆前先規劃開頭、發展、結尾三段。',
        'Next step: plan three paragraphs (opening, body, ending) before you write.',
      ),
    },
    language: {
      high: w(
        '全文幾無文法、格式、標點錯誤，文句結構富變化。',
        'Almost no errors in grammar, format or punctuation, and sentence structures are varied.',
        '下一步：每段試著寫一個含 which 或 although 的複句。',
        'Next step: try one complex sentence with "which" or "although" in each paragraph.',
      ),
      mid: w(
        '文法、格式、標點錯誤少，且未影響文意之表達。',
        'A few errors in grammar, format or punctuation that do not block the meaning.',
        '下一步：訂正標出的文法錯誤，並檢查動詞時態。',
        'Next step: correct the marked grammar mistakes and check your verb tenses.',
      ),
      low: w(
        '文法、格式、標點錯誤多，且明顯影響文意之表達。',
        'Many errors in grammar, format or punctuation that clearly affect the meaning.',
        '下一步：把引用的句子改寫成簡短而正確的句子。',
        'Next step: rewrite the quoted sentence as a short, correct sentence.',
      ),
    },
    mechanics: {
      high: w(
        '用字精確、得宜，且幾無拼字、大小寫錯誤。',
        'Words are precise and appropriate, with almost no spelling or capitalisation mistakes.',
        '下一步：把一個常見字（good、very、thing）換成更精確的字。',
        'Next step: replace one common word (good, very, thing) with a more exact one.',
      ),
      mid: w(
        '字詞單調、重複，用字偶有不當，少許拼字、大小寫錯誤，但不影響文意之表達。',
        'Wording is plain and repetitive, with a few spelling or capitalisation slips that do not affect the meaning.',
        '下一步：訂正標出的拼字，並把一個重複的字換成同義字。',
        'Next step: fix the marked spellings and replace one repeated word with a synonym.',
      ),
      low: w(
        '用字、拼字、大小寫錯誤多，明顯影響文意之表達。',
        'Many mistakes in word choice, spelling or capitalisation that clearly affect the meaning.',
        '下一步：訂正每一個標出的拼字，並檢查每句開頭的大寫。',
        'Next step: fix every marked spelling and check the capital letter at the start of each sentence.',
      ),
    },
  },
};

function bandOf(grade: DimensionGrade): Band {
  if (grade === 'excellent' || grade === 'above_average' || grade === 'good') return 'high';
  if (grade === 'average' || grade === 'fair' || grade === 'below_average') return 'mid';
  return 'low';
}

/**
 * A dimension's comment in the teacher's words: the descriptor of its grade (the rubric's own
 * words when the preset has them), then one concrete next step. No statistics.
 */
export function dimensionComment(
  aspect: RubricAspect,
  grade: DimensionGrade,
  descriptor: string | null,
  lang: EssayLang,
): BilingualText {
  const words = WORDS[lang][aspect][bandOf(grade)];
  return { 'zh-tw': `${descriptor ?? words.zh}${words.stepZh}`, en: `${words.en} ${words.stepEn}` };
}
