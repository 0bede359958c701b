import {
  gradeOf,
  type BilingualText,
  type Correction,
  type DimensionResult,
  type RubricAspect,
} from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import type { DenseName, PromptInfo } from '../features/dense.ts';
import type { DimensionDef } from '../rubrics/presets.ts';
import { descriptorFor } from '../rubrics/grades.ts';
import { evidenceFor, type Used } from './evidence.ts';
import { quote } from './quotes.ts';
import { bandOf, dimensionComment } from './dimension-comment.ts';
import type { EssayFacts } from './facts.ts';

type Named = Record<DenseName, number>;

/** The measured facts behind each aspect (for the engine's own explanations; the report's comment is in teacher language). */
export function measured(
  aspect: RubricAspect,
  f: Named,
  doc: Doc,
  corrections: readonly Correction[],
): BilingualText {
  const zh = doc.lang === 'zh';
  const u = zh ? '字' : '詞';
  switch (aspect) {
    case 'content':
      return {
        'zh-tw': `依據：全文 ${doc.wordCount} ${zh ? '字' : '個單字'}；題目關鍵詞涵蓋 ${Math.round(f.prompt_overlap * 100)}%；${Math.round(f.para_topic_ratio * 100)}% 的段落回扣題目。`,
        en: `Measured: ${doc.wordCount} ${zh ? 'characters' : 'words'}; covers ${Math.round(f.prompt_overlap * 100)}% of the prompt's key words; ${Math.round(f.para_topic_ratio * 100)}% of paragraphs return to the topic.`,
      };
    case 'organisation':
      return {
        'zh-tw': `依據：${doc.paragraphs.length} 段、${doc.sentences.length} 句；轉折連接詞 ${Math.round(f.markers_per_sent * doc.sentences.length)} 個（${f.markers_distinct} 種）。`,
        en: `Measured: ${doc.paragraphs.length} paragraph(s), ${doc.sentences.length} sentence(s); ${Math.round(f.markers_per_sent * doc.sentences.length)} linking words (${f.markers_distinct} kinds).`,
      };
    case 'language':
      return {
        'zh-tw': `依據：平均句長 ${f.sent_len_mean.toFixed(1)} ${u}（變異係數 ${f.sent_len_cv.toFixed(2)}）；詞彙多樣性 MATTR ${f.mattr.toFixed(2)}。`,
        en: `Measured: mean sentence length ${f.sent_len_mean.toFixed(1)} ${zh ? 'characters' : 'words'} (variation ${f.sent_len_cv.toFixed(2)}); lexical diversity MATTR ${f.mattr.toFixed(2)}.`,
      };
    case 'mechanics': {
      const by = (k: string[]): number => corrections.filter((c) => k.includes(c.kind)).length;
      const sp = by(['spelling', 'typo']);
      const pu = by(['punctuation', 'format']);
      const gr = corrections.length - sp - pu;
      return {
        'zh-tw': `依據：標出 ${corrections.length} 處問題（錯別字／拼字 ${sp}、標點格式 ${pu}、文法用詞 ${gr}），每百${u} ${f.err_total.toFixed(1)} 處。`,
        en: `Measured: ${corrections.length} marked issue(s) (spelling ${sp}, punctuation/format ${pu}, grammar/wording ${gr}), ${f.err_total.toFixed(1)} per 100 ${zh ? 'characters' : 'words'}.`,
      };
    }
  }
}

export interface DimensionInput {
  dims: readonly DimensionDef[];
  gradeScale: 'rubric' | 'letter';
  /** The dimension's score (fitted cut points, src/model/levels.ts). */
  scoreOf: (d: DimensionDef) => number;
  doc: Doc;
  named: Named;
  prompt: PromptInfo | null;
  corrections: readonly Correction[];
  facts: EssayFacts;
  /** The essay is far from its task (topic relevance under 0.3: a topic score under 0.12). */
  offTask: boolean;
  /** A teacher's rubric: its own descriptors are used when they need no resolving. */
  custom: boolean;
}

export function scoreDimensions(x: DimensionInput): DimensionResult[] {
  const used: Used = new Set();
  const fine = x.facts.fine.map((f) => f.index);
  const scores = x.dims.map((d) => x.scoreOf(d));
  // a 佳句 is the third dimension's evidence when that dimension is high: no other quotes it
  const lang = x.dims.findIndex((d) => d.aspect === 'language');
  const fineHigh =
    lang >= 0 &&
    fine.length > 0 &&
    bandOf(gradeOf(scores[lang]!, x.dims[lang]!.maxScore, x.gradeScale)) === 'high';
  if (fineHigh) used.add(x.facts.fine[0]!.start);
  return x.dims.map((d, i) => {
    const score = scores[i]!;
    const grade = gradeOf(score, d.maxScore, x.gradeScale);
    const desc = x.custom ? descriptorFor(d.descriptors, grade) : null;
    const high = bandOf(grade) === 'high';
    const evidence =
      d.aspect === 'language' && fineHigh
        ? [quote(x.doc, x.facts.fine[0]!.start, x.doc.sentences[fine[0]!]!.span.end)]
        : evidenceFor(d.aspect, x.doc, x.prompt, x.corrections, used, { high, fine });
    return {
      key: d.key,
      name: d.name,
      grade,
      score,
      maxScore: d.maxScore,
      evidence,
      comment: dimensionComment(d.aspect, grade, desc, x.facts, evidence, x.offTask),
    };
  });
}
