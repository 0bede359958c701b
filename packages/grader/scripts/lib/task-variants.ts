/**
 * The ways a teacher sets a homework (issue 42 §2), applied to the development ladder's prompts:
 * the task as the ladder gives it, in the teacher's own words (a paraphrase written by hand, the
 * 題目 not quoted, the homework named by a label), as a title only, a free-topic homework holding
 * every prompt's essays, and homeworks of two essays. Tasks are written here once, generally, from
 * each prompt's 題目 and theme; nothing is tuned per essay.
 */
export interface Task {
  name: string;
  instructions: string;
}

export type VariantName = 'original' | 'paraphrase' | 'title-only' | 'free-topic' | 'two-essay';
export const VARIANTS: readonly VariantName[] = [
  'original',
  'paraphrase',
  'title-only',
  'free-topic',
  'two-essay',
];

/** The task in a teacher's own words: what to write about, the 題目 neither named nor quoted. */
export const PARAPHRASES: Record<string, string> = {
  d1: '想想看，有哪一件事是你沒辦法獨自做到，而是和家人、同學或朋友合作才做成的？寫出那次合作的經過、中間遇到的困難或爭吵，以及最後你有什麼收穫。',
  d2: '你的身邊有沒有一個讓你打從心底敬重的人？可以是親人、老師、同學，甚至是陌生人。寫出他做過的具體事情，說說他哪一點值得你學習。',
  d3: '你有沒有過一次等了很久很久的經驗？也許是在醫院等家人、在車站等人，或是等比賽的結果。寫出當時的情景、你心情的起伏，以及那次等候讓你想到什麼。',
  d4: '鐘聲一響，校園就熱鬧起來。請仔細觀察兩節課之間短短的休息時間，描寫同學們在教室、走廊和操場上的樣子，並寫出你對這段短暫時光的感想。',
  d5: '生活裡有些小事，持續做下去就會帶來改變，像早睡早起、整理房間、睡前看書或運動。介紹一個你已經養成或正在養成的好習慣：怎麼做、遇過什麼困難、它怎樣讓你的日子變好。',
  d6: '學校考完試以後，要不要把全班的名次公布出來？有人覺得公布名次可以激勵大家用功，也有人覺得會造成比較和壓力。你贊成還是反對？請說出你的立場和理由，並舉例說明。',
};

/** A homework's label as teachers name them: it says nothing of the topic. */
const label = (i: number): string => `作文練習（${'一二三四五六七八九十'[i] ?? String(i + 1)}）`;

export function paraphrasedTask(promptId: string, index: number): Task {
  const words = PARAPHRASES[promptId];
  if (!words) throw new Error(`no paraphrase for prompt ${promptId}`);
  return { name: label(index), instructions: words };
}

/** 「請以「題目」為題，寫一篇文章。」 under a label: the 題目 is all the task says. */
export function titleOnlyTask(title: string, index: number): Task {
  return { name: label(index), instructions: `請以「${title}」為題，寫一篇文章。` };
}

/** One homework for every prompt's essays: the topic is the student's. */
export const FREE_TOPIC_TASK: Task = {
  name: '會考寫作練習（一）',
  instructions:
    '題目自訂，文體不拘，請寫一篇六百字左右的文章，內容可以是生活經驗，也可以是你對人生的思考。',
};

/** Pairs of essays in their order (the last alone when the count is odd): two-essay homeworks. */
export function pairsOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}
