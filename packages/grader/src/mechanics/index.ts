import type { Correction } from '@essay/contracts';
import { loadZhModel } from './zh/model.ts';
import { findChineseTypos } from './zh/spelling.ts';

export async function initMechanics(): Promise<void> {
  loadZhModel();
}

export async function findCorrections(text: string, lang: 'zh' | 'en'): Promise<Correction[]> {
  if (lang !== 'zh') return [];
  return findChineseTypos(text).map((f) => ({
    span: { start: f.index, end: f.index + f.original.length },
    original: f.original,
    suggestion: f.suggestion,
    kind: 'typo' as const,
    reason: { 'zh-tw': '', en: '' },
  }));
}
