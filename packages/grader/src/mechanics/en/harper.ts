import type { Correction } from '@essay/contracts';
import { createBinaryModuleFromUrl, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { makeCorrection } from '../correction.ts';
import { HARPER_RULES, KIND_OF_LINT, ZH_REASON } from './harper-rules.ts';

let linter: Promise<LocalLinter> | undefined;

/** Harper's slim WASM build, loaded from the installed package: no network at any time. */
async function createLinter(): Promise<LocalLinter> {
  const wasm = new URL('./harper_wasm_slim_bg.wasm', import.meta.resolve('harper.js')).href;
  const local = new LocalLinter({ binary: createBinaryModuleFromUrl(wasm, 'slim') });
  await local.setup();
  const config = await local.getDefaultLintConfig();
  const enabled = new Set(HARPER_RULES);
  for (const rule of Object.keys(config)) config[rule] = enabled.has(rule);
  await local.setLintConfig(config);
  // The first lints run unoptimised WASM; warm it so the first essay is not 30x slower.
  for (let i = 0; i < 3; i++) await local.lint('Yesterday i go to a school , and he dont like it.', { language: 'plaintext' });
  return local;
}

export function harperLinter(): Promise<LocalLinter> {
  linter ??= createLinter();
  return linter;
}

/** Harper counts Unicode scalar values; JS strings index UTF-16 units. */
function scalarToUtf16(text: string): (i: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (i) => i;
  const map: number[] = [];
  let unit = 0;
  for (const ch of text) {
    map.push(unit);
    unit += ch.length;
  }
  map.push(unit);
  return (i) => map[i] ?? text.length;
}

function toCorrection(text: string, lint: Lint, at: (i: number) => number): Correction | undefined {
  const kind = KIND_OF_LINT[lint.lint_kind()];
  const suggestion = lint.suggestions()[0];
  if (!kind || !suggestion) return undefined;
  const span = lint.span();
  const start = at(span.start);
  const end = at(span.end);
  const original = text.slice(start, end);
  if (original !== lint.get_problem_text()) return undefined;
  const replacement = suggestion.get_replacement_text();
  const kindOfSuggestion = suggestion.kind();
  const value =
    kindOfSuggestion === SuggestionKind.Remove
      ? ''
      : kindOfSuggestion === SuggestionKind.Replace
        ? replacement
        : original + replacement;
  if (value === original) return undefined;
  const zh = `${ZH_REASON[kind]}${value ? `，建議改為「${value}」` : '，建議刪除'}。`;
  return makeCorrection(text, start, end, value, kind, { 'zh-tw': zh, en: lint.message() });
}

/** Harper's findings on English text, as corrections with spans into `text`. */
export async function harperCorrections(text: string): Promise<Correction[]> {
  const local = await harperLinter();
  const lints = await local.lint(text, { language: 'plaintext' });
  const at = scalarToUtf16(text);
  const out: Correction[] = [];
  for (const lint of lints) {
    const c = toCorrection(text, lint, at);
    if (c) out.push(c);
    lint.free();
  }
  return out;
}
