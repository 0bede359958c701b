import { unitScore, type TrainSpec } from './trainer.ts';
import type { EssayRecord } from './dataset.ts';

const avg = (...xs: (number | null | undefined)[]): number | null =>
  xs.some((x) => x === null || x === undefined)
    ? null
    : xs.reduce<number>((a, b) => a + (b ?? 0), 0) / xs.length;

/** The shipped models: which data, which aspect targets, and the data's terms. */
export const SHIPPED: (TrainSpec & { file: string; dir: string })[] = [
  {
    file: 'zh-default.json',
    dir: 'essays-zh-he2022',
    name: 'zh-he2022',
    lang: 'zh',
    sets: [
      {
        name: 'He et al. 2022 Chinese essays (senior high, Simplified)',
        path: '../shared/data/essays-zh-he2022',
        terms:
          'academic research data from ZORO-Q/Automated-Chinese-Essay-Scoring-from-Multiple-Traits; no licence given — research use only',
      },
    ],
    aspects: {
      content: (r) => unitScore(r, avg(r.traits?.topic, r.traits?.logic)),
      organisation: (r) => unitScore(r, r.traits?.stru),
      language: (r) => unitScore(r, r.traits?.lang),
    },
    scaleMapping:
      "overall 0 Bad / 1 Medium / 2 Great -> quality q = score/2; levels of every rubric from cut points at the quantiles of the out-of-fold q that give the rubric's expected level shares (src/model/levels.ts); 錯別字格式標點 from the mechanics error rate.",
  },
  {
    file: 'en-default.json',
    dir: 'essays-en-ellipse',
    name: 'en-ellipse',
    lang: 'en',
    sets: [
      {
        name: 'ELLIPSE corpus (Crossley et al.), English learners grades 8-12',
        path: '../shared/data/essays-en-ellipse',
        terms:
          'CC BY-NC-SA 4.0 — these weights are a derivative: non-commercial use, share alike, attribute ELLIPSE',
      },
    ],
    aspects: {
      content: (r: EssayRecord) => unitScore(r, r.score),
      organisation: (r) => unitScore(r, r.traits?.cohesion),
      language: (r) => unitScore(r, avg(r.traits?.syntax, r.traits?.grammar)),
      mechanics: (r) => unitScore(r, avg(r.traits?.vocabulary, r.traits?.conventions)),
    },
    scaleMapping:
      'overall 1-5 (half points) -> quality q = (score-1)/4; aspects: content = overall, organisation = cohesion, grammar = (syntax+grammar)/2, vocabulary = (vocabulary+conventions)/2; levels and item scores from cut points at the quantiles of the out-of-fold outputs (src/model/levels.ts).',
  },
];

/** Data sets the eval trains on: aspects are not compared, so only the holistic model is fitted. */
export const evalSpec = (lang: 'zh' | 'en', name: string): TrainSpec => ({
  name: `eval-${name}`,
  lang,
  aspects: {},
  sets: [{ name, path: name, terms: 'evaluation only, never shipped' }],
  scaleMapping: 'data set score -> q through its range',
});
