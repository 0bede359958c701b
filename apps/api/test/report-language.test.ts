import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildClassSummaryView,
  buildReportView,
  REPORT_LABELS,
  SUMMARY_LABELS,
  type CorrectionDecision,
  type CustomRubric,
  type Report,
  type ReportDocument,
  type ReportLocale,
  type ReportView,
} from '@essay/contracts';
import { correct, splitEssayTitle, type RubricInput } from '@essay/grader';
import { extractPdf } from '@essay/ingest';
import { renderReportHtml } from '../src/modules/reports/report-html.ts';
import { confirmedOffTopic } from '../src/modules/off-topic/off-topic-report.ts';
import { renderReportPdf } from '../src/modules/reports/report-pdf.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import { FIXTURES } from './helpers.ts';

/** Words a teacher must never read in a report (issue 11). */
const FORBIDDEN = ['MATTR', 'Guiraud', '變異係數', '詞語稀有度', 'builtin', 'ridge', 'homework_'];
const LOCALES: ReportLocale[] = ['zh-tw', 'en-us'];

const CUSTOM: CustomRubric = {
  preset: 'custom',
  name: { 'zh-tw': '班級作文', en: 'Class essay' },
  fullScore: 10,
  gradeScale: 'rubric',
  dimensions: [
    {
      key: 'ideas',
      name: { 'zh-tw': '內容', en: 'Ideas' },
      maxScore: 5,
      aspect: 'content',
      descriptors: {},
    },
    {
      key: 'style',
      name: { 'zh-tw': '文筆', en: 'Style' },
      maxScore: 5,
      aspect: 'language',
      descriptors: {},
    },
  ],
};

/** The demo essays: the fixtures the e2e journey uploads (with their titles) and the test essays. */
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const ZH_ESSAYS = [fixture('photo-zh.txt'), fixture('docx-zh.txt'), `登山\n${ESSAY_ZH}`];
const EN_ESSAYS = [fixture('photo-en.txt'), fixture('pdf-text-en.txt'), ESSAY_EN];
const PRESETS: { rubric: RubricInput; essays: string[] }[] = [
  { rubric: 'cap-writing', essays: ZH_ESSAYS },
  { rubric: 'gsat-chinese', essays: ZH_ESSAYS.slice(0, 1) },
  { rubric: 'reading-report', essays: ZH_ESSAYS.slice(0, 1) },
  { rubric: 'gsat-english', essays: EN_ESSAYS },
  { rubric: CUSTOM, essays: [ZH_ESSAYS[0]!, EN_ESSAYS[0]!] },
];

async function documentFor(
  content: string,
  rubric: RubricInput,
  override: ReportDocument['article']['teacher_override'] = null,
): Promise<ReportDocument> {
  const { title, body } = splitEssayTitle(content);
  const report: Report = await correct(
    { text: body, title: title ?? '' },
    { name: '作文', instructions: '' },
    rubric,
  );
  return {
    article: {
      id: 7,
      homework_id: 3,
      title: title ?? 'homework_1',
      student_name: '王小明',
      status: 'graded',
      grading_count: 1,
      graded_at: '2026-11-21T08:19:59Z',
      teacher_suggestion: '',
      teacher_override: override,
      school_name: 'Demo School',
      review_reasons: [],
    },
    graded_text: body,
    report,
  };
}

const everyText = (view: ReportView): string => JSON.stringify(view);

/** A quote ends a sentence or stops right before a clause mark, a line break or the end of the text. */
function endsOnBoundary(text: string, span: { start: number; end: number }): boolean {
  const last = text[span.end - 1] ?? '';
  const next = text[span.end];
  return (
    /[。！？!?…」』”"'.)]/.test(last) ||
    next === undefined ||
    /[\n，、；：,;:—。！？!?.]/.test(next)
  );
}

describe('the report view model', () => {
  for (const { rubric, essays } of PRESETS) {
    const name = typeof rubric === 'string' ? rubric : 'custom';
    it(`${name}: teacher language in both locales, whole-sentence quotes, one next step per comment`, async () => {
      for (const content of essays) {
        const doc = await documentFor(content, rubric);
        for (const locale of LOCALES) {
          const view = buildReportView(doc, locale, locale);
          const t = REPORT_LABELS[locale];
          // A homework_N essay is shown by its student (issue 29): homework_ is never read.
          for (const word of FORBIDDEN)
            expect(everyText(view), `${name} ${locale}`).not.toContain(word);
          expect(view.meta.find((m) => m.key === 'staff')?.value).toBe(t.engine);
          expect(view.essayTitle).toBe(
            doc.article.title.startsWith('homework_') ? '王小明' : doc.article.title,
          );
          expect(view.dimensions.map((d) => d.key)).toEqual(
            doc.report.dimensions.map((d) => d.key),
          );
          const step = locale === 'zh-tw' ? '下一步' : 'Next step';
          for (const d of view.dimensions)
            expect((d.comment ?? '').split(step), `${d.name}: ${d.comment}`).toHaveLength(2);
          if (locale === 'en-us')
            for (const d of view.dimensions) expect(d.comment).not.toMatch(/[\u3400-\u9fff]/);
          expect(
            view.overall.startsWith(
              locale === 'zh-tw'
                ? `${t.engineLevel}：${view.rating.value}。`
                : `${t.engineLevel}: ${view.rating.value}.`,
            ),
            view.overall,
          ).toBe(true);
        }
        for (const d of doc.report.dimensions)
          for (const e of d.evidence) {
            expect(endsOnBoundary(doc.graded_text, e.span), `${d.key}: 「${e.quote}」`).toBe(true);
            expect([...e.quote].length, `${d.key}: 「${e.quote}」`).toBeGreaterThan(5);
          }
        for (const c of doc.report.paragraphComments) {
          expect(c.span.start).toBeGreaterThanOrEqual(0);
          expect(c.span.end).toBeGreaterThan(c.span.start);
          expect(c.span.end).toBeLessThanOrEqual(doc.graded_text.length);
        }
      }
    });
  }

  it('uses the rubric’s descriptor words (會考 and 學測英文)', async () => {
    const zh = buildReportView(await documentFor(ZH_ESSAYS[0]!, 'cap-writing'), 'zh-tw');
    expect(zh.dimensions.map((d) => d.name)).toEqual([
      '立意取材',
      '結構組織',
      '遣詞造句',
      '錯別字、格式與標點符號',
    ]);
    expect(zh.dimensions[1]!.comment).toMatch(/文章結構/);
    const en = buildReportView(await documentFor(EN_ESSAYS[0]!, 'gsat-english'), 'en-us', 'en-us');
    expect(en.dimensions.map((d) => d.name)).toEqual([
      'Content',
      'Organisation',
      'Grammar and structure',
      'Vocabulary and spelling',
    ]);
    expect(en.dimensions[0]!.comment).toMatch(/main idea/);
    expect(en.rating.value).toMatch(/^\d+ \/ 20$/); // points are not written twice
    expect(zh.rating.value).toMatch(/^\d級分（\d \/ 6）$/);
  });

  it('states the teacher’s level in the rating and the summary after an override', async () => {
    const engine = await documentFor(ZH_ESSAYS[0]!, 'cap-writing');
    // The teacher's level differs from the engine's, so the summary can be checked for the engine's.
    const level = engine.report.level === 2 ? 5 : 2;
    const doc: ReportDocument = {
      ...engine,
      article: { ...engine.article, teacher_override: { level, dimensions: { content: 1 } } },
    };
    const zh = buildReportView(doc, 'zh-tw');
    const engineView = buildReportView(engine, 'zh-tw');
    expect(zh.rating.value).toBe(`${level}級分（${level} / 6）`);
    expect(zh.rating.engineValue).toBe(
      `系統評定：${doc.report.levelLabel}（${doc.report.level} / 6）`,
    );
    expect(zh.overall.startsWith(`教師評定：${level}級分（${level} / 6）。`)).toBe(true);
    expect(zh.overall).not.toContain(`${doc.report.levelLabel}（`);
    expect(zh.meta.find((m) => m.key === 'staff')?.value).toBe('自動批改（內建模型） + 教師');
    // The teacher's dimension score with its grade on the rubric; the engine's words for its own
    // score are not shown beside it (issue 29), nor its comparison of the dimensions.
    expect(zh.dimensions[0]).toMatchObject({ grade: '差', score: '1 / 6', setBy: '教師評分' });
    expect(zh.dimensions[0]!.comment).toBeNull();
    expect(zh.dimensions[1]!.setBy).toBeNull();
    expect(zh.dimensions[1]!.comment).toBe(engineView.dimensions[1]!.comment);
    expect(zh.overall).toBe(`教師評定：${level}級分（${level} / 6）。`);
    const en = buildReportView(doc, 'en-us', 'en-us');
    expect(en.overall.startsWith(`Teacher's level: ${level}級分 (${level} / 6).`)).toBe(true);
    expect(en.rating.engineValue).toBe(
      `Engine's level: ${doc.report.levelLabel} (${doc.report.level} / 6)`,
    );
    expect(en.meta.find((m) => m.key === 'staff')?.value).toBe(
      'Automatic (built-in engine) + teacher',
    );
    expect(en.dimensions[0]).toMatchObject({
      grade: 'Poor',
      score: '1 / 6',
      setBy: 'scored by the teacher',
      comment: null,
    });
  });

  it('a teacher’s level above 0 overrules a confirmed off-topic 0: its reason is not shown', async () => {
    const base = await documentFor(ZH_ESSAYS[0]!, 'cap-writing');
    const engine = await correct(
      { text: base.graded_text, title: base.article.title },
      { name: '手機', instructions: '請以「手機該不該帶進校園」為題，寫一篇議論文。' },
      'cap-writing',
    );
    // suspected by the engine (issue 42), confirmed by the teacher: 0 with the measured reason
    expect(engine.zeroGate).toBeNull();
    const report = confirmedOffTopic(engine, engine.offTopicSuspect!);
    expect(report.zeroGate?.gate).toBe('off_topic');
    const reason = report.zeroGate!.reason['zh-tw'];
    const withLevel = (level: number): ReportDocument => ({
      ...base,
      report,
      article: { ...base.article, teacher_override: { level, dimensions: {} } },
    });
    const lifted = buildReportView(withLevel(3), 'zh-tw');
    expect(lifted.zeroGate).toBeNull();
    expect(JSON.stringify(lifted)).not.toContain(reason);
    expect(lifted.rating.value).toBe('3級分（3 / 6）');
    expect(lifted.overall).toBe('教師評定：3級分（3 / 6）。');
    // 0 of 6 is 差 on the rubric, no longer 完全離題
    expect(lifted.dimensions.map((d) => d.grade)).toEqual(['差', '差', '差', '差']);
    // The engine's 0 kept by the teacher, or no teacher's level: the reason stays.
    expect(buildReportView(withLevel(0), 'zh-tw').zeroGate).toContain(reason);
    expect(buildReportView({ ...base, report }, 'zh-tw').zeroGate).toContain(reason);
  });

  it('grades a teacher’s dimension score on the rubric’s own scale (學測英文: letters)', async () => {
    const engine = await documentFor(EN_ESSAYS[0]!, 'gsat-english');
    const doc: ReportDocument = {
      ...engine,
      article: { ...engine.article, teacher_override: { level: null, dimensions: { content: 3 } } },
    };
    const view = buildReportView(doc, 'zh-tw', 'en-us');
    expect(view.dimensions[0]).toMatchObject({ grade: '可', score: '3 / 5', comment: null });
    expect(view.rating.value).toBe(buildReportView(engine, 'zh-tw', 'en-us').rating.value);
  });

  it('writes the comments in the essay’s language by default, whatever the interface’s', async () => {
    const zhEssay = await documentFor(ZH_ESSAYS[0]!, 'cap-writing');
    const enEssay = await documentFor(EN_ESSAYS[0]!, 'gsat-english');
    const zhInEnglish = buildReportView(zhEssay, 'en-us');
    expect(zhInEnglish.feedbackLocale).toBe('zh-tw');
    expect(zhInEnglish.meta[0]!.label).toBe('Report number');
    expect(zhInEnglish.dimensions[0]!.name).toBe('立意取材');
    expect(zhInEnglish.overall.startsWith('系統評定：')).toBe(true);
    const enInChinese = buildReportView(enEssay, 'zh-tw');
    expect(enInChinese.feedbackLocale).toBe('en-us');
    expect(enInChinese.meta[0]!.label).toBe('報告編號');
    for (const d of enInChinese.dimensions) expect(d.comment).not.toMatch(/[\u3400-\u9fff]/);
    // the switch
    expect(buildReportView(zhEssay, 'en-us', 'en-us').dimensions[0]!.name).toBe(
      'Ideas and material',
    );
  });

  it('shows the review flag with its reasons instead of a percentage', async () => {
    const doc = await documentFor(ZH_ESSAYS[0]!, 'cap-writing');
    const flagged = {
      ...doc,
      article: { ...doc.article, review_reasons: ['short', 'ocr_unconfirmed'] as const },
    };
    const zh = buildReportView(
      {
        ...flagged,
        article: { ...flagged.article, review_reasons: [...flagged.article.review_reasons] },
      },
      'zh-tw',
    );
    expect(zh.review).toEqual({
      label: '建議教師確認',
      reasons: ['短文，等級較不確定', 'OCR 文字待確認'],
    });
    expect(everyText(zh)).not.toMatch(/\d+%/);
    expect(buildReportView(doc, 'en-us').review).toBeNull();
  });
});

describe('the teacher’s decisions and the class summary in the view model (issue 11 §7, §9)', () => {
  const decide = (doc: ReportDocument): CorrectionDecision[] => {
    const text = doc.graded_text;
    const start = text.search(/[\p{L}]{2}/u);
    const decisions: CorrectionDecision[] = [];
    const [first, second] = doc.report.corrections;
    if (first)
      decisions.push({
        id: 1,
        index: 0,
        decision: 'reject',
        span: first.span,
        original: first.original,
        suggestion: first.suggestion,
        kind: first.kind,
      });
    if (second)
      decisions.push({
        id: 2,
        index: 1,
        decision: 'edit',
        span: second.span,
        original: second.original,
        suggestion: '〈教師〉',
        kind: second.kind,
      });
    const taken = doc.report.corrections.map((c) => c.span);
    let at = start;
    while (taken.some((s) => s.start < at + 2 && at < s.end)) at += 1;
    decisions.push({
      id: 3,
      index: null,
      decision: 'add',
      span: { start: at, end: at + 2 },
      original: text.slice(at, at + 2),
      suggestion: '〈新增〉',
      kind: 'word_choice',
    });
    return decisions;
  };

  for (const { rubric, essays } of PRESETS) {
    const name = typeof rubric === 'string' ? rubric : 'custom';
    it(`${name}: rejected corrections leave, edited and added ones show as the teacher’s, in both locales and the summary`, async () => {
      const docs: ReportDocument[] = [];
      for (const [i, content] of essays.entries()) {
        const engine = await documentFor(
          content,
          rubric,
          i === 0 ? { level: 1, dimensions: {} } : null,
        );
        const doc: ReportDocument = {
          ...engine,
          article: { ...engine.article, id: 10 + i, student_name: `學生${i}` },
          decisions: decide(engine),
        };
        docs.push(doc);
        for (const locale of LOCALES) {
          const view = buildReportView(doc, locale, locale);
          const l = REPORT_LABELS[locale];
          const rows = view.corrections;
          expect(rows).toHaveLength(
            doc.report.corrections.length - (doc.report.corrections.length > 0 ? 1 : 0) + 1,
          );
          expect(rows.find((c) => c.suggestion === '〈新增〉')?.state).toBe(l.added);
          if (doc.report.corrections[1])
            expect(rows.find((c) => c.suggestion === '〈教師〉')?.state).toBe(l.edited);
          if (doc.report.corrections[0]) expect(view.decisions[0]!.decision).toBe('reject');
          const marked = view.essay
            .flat()
            .filter((seg) => seg.correction)
            .map((seg) => seg.correction!.suggestion);
          expect(marked).toContain('〈新增〉');
          if (doc.report.corrections[0] && doc.report.corrections[0].suggestion !== '〈新增〉') {
            expect(
              marked.filter((m) => m === doc.report.corrections[0]!.suggestion).length,
            ).toBeLessThan(
              doc.report.corrections.filter(
                (c) => c.suggestion === doc.report.corrections[0]!.suggestion,
              ).length,
            );
          }
          const html = renderReportHtml(view);
          expect(html).toContain('〈新增〉');
          for (const word of FORBIDDEN.filter((w) => w !== 'homework_'))
            expect(everyText(view)).not.toContain(word);
        }
      }
      for (const locale of LOCALES) {
        const summary = buildClassSummaryView(
          { homework: { id: 3, name: '作文' }, essays: docs },
          locale,
        );
        expect(summary.title).toBe(SUMMARY_LABELS[locale].title);
        expect(summary.essayCount).toBe(docs.length);
        expect(summary.distribution.reduce((n, d) => n + d.count, 0)).toBe(docs.length);
        // the first essay counts at the teacher's level
        const teacherLabel =
          docs[0]!.report.rubric === 'cap-writing'
            ? '1級分'
            : docs[0]!.report.rubric === 'gsat-chinese'
              ? 'C'
              : `1/${docs[0]!.report.fullScore}`;
        expect(summary.distribution.map((d) => d.label)).toContain(teacherLabel);
        const examples = summary.errors.flatMap((e) => e.examples.map((x) => x.suggestion));
        expect(examples).toContain('〈新增〉');
        for (const doc of docs)
          if (doc.report.corrections[0])
            expect(summary.errors.reduce((n, e) => n + e.count, 0)).toBeGreaterThan(0);
        for (const m of summary.models)
          expect(docs.some((d) => d.graded_text.includes(m.text))).toBe(true);
        if (locale === 'en-us')
          expect(JSON.stringify(summary.errors.map((e) => e.kind))).not.toMatch(/[\u3400-\u9fff]/);
      }
    });
  }
});

describe('the HTML and PDF of the demo essays', () => {
  it('say nothing of features, statistics or engine internals and show the essay’s own title', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'report-pdf-'));
    const essays: [string, RubricInput][] = [
      [ZH_ESSAYS[0]!, 'cap-writing'],
      [EN_ESSAYS[0]!, 'gsat-english'],
    ];
    for (const [content, rubric] of essays) {
      const doc = await documentFor(content, rubric);
      expect(doc.article.title).not.toMatch(/^homework_/);
      for (const locale of LOCALES) {
        const view = buildReportView(doc, locale);
        const html = renderReportHtml(view);
        const file = path.join(dir, `${rubric}-${locale}.pdf`);
        await writeFile(file, await renderReportPdf(view));
        const pdfText = (await extractPdf(file)).pages.map((p) => p.text ?? '').join('\n');
        for (const text of [html, pdfText]) {
          for (const word of FORBIDDEN) expect(text, `${rubric} ${locale}`).not.toContain(word);
          expect(text).toContain(doc.article.title);
        }
        // the title is a heading, not paragraph 1 of the essay
        expect(view.essay[0]!.map((s) => s.text).join('')).not.toBe(doc.article.title);
      }
    }
  });

  it('an English report has English punctuation and no backticks, in the view, the HTML and the PDF (issue 29)', async () => {
    const engine = await documentFor(EN_ESSAYS[0]!, 'gsat-english');
    const [first, ...rest] = engine.report.dimensions;
    const doc: ReportDocument = {
      ...engine,
      article: {
        ...engine.article,
        teacher_override: { level: 12, dimensions: { [rest[0]!.key]: 3 } },
      },
      report: {
        ...engine.report,
        dimensions: [
          { ...first!, comment: { ...first!.comment, en: 'Write `their`, not `there`.' } },
          ...rest,
        ],
      },
    };
    const view = buildReportView(doc, 'en-us', 'en-us');
    expect(view.dimensions[0]!.comment).toBe('Write “their”, not “there”.');
    expect(view.rating.label).toBe("Rating result (Teacher's level)");
    const dir = await mkdtemp(path.join(tmpdir(), 'report-en-'));
    const file = path.join(dir, 'en.pdf');
    await writeFile(file, await renderReportPdf(view));
    const pdfText = (await extractPdf(file)).pages.map((p) => p.text ?? '').join('\n');
    for (const text of [everyText(view), renderReportHtml(view), pdfText])
      expect(text).not.toMatch(/[「」：、（）`]/);
  });
});
