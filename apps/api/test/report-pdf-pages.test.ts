import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReportView, type ReportDocument, type ReportLocale } from '@essay/contracts';
import { correct, type RubricInput } from '@essay/grader';
import { renderReportPdf } from '../src/modules/reports/report-pdf.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';

async function documentFor(body: string, rubric: RubricInput): Promise<ReportDocument> {
  const report = await correct(
    { text: body, title: '' },
    { name: '作文', instructions: '' },
    rubric,
  );
  return {
    article: {
      id: 7,
      homework_id: 3,
      title: 'homework_1',
      student_name: '王小明',
      status: 'graded',
      grading_count: 1,
      graded_at: '2026-11-21T08:19:59Z',
      teacher_suggestion: '',
      teacher_override: null,
      school_name: 'Demo School',
      review_reasons: [],
    },
    graded_text: body,
    report,
  };
}

/** Each page's text by pdftotext (poppler), as a reader of the downloaded file sees it. */
function pageTexts(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], {
      encoding: 'utf8',
    }),
  );
}

const footerOf = (locale: ReportLocale, page: number, count: number) =>
  locale === 'zh-tw' ? `第 ${page} 頁，共 ${count} 頁` : `Page ${page} of ${count}`;

const CASES: { name: string; body: string; rubric: RubricInput }[] = [
  { name: 'short zh', body: ESSAY_ZH, rubric: 'cap-writing' },
  {
    name: 'long zh',
    body: Array.from({ length: 8 }, () => ESSAY_ZH).join('\n'),
    rubric: 'cap-writing',
  },
  { name: 'short en', body: ESSAY_EN, rubric: 'gsat-english' },
  {
    name: 'long en',
    body: Array.from({ length: 8 }, () => ESSAY_EN).join('\n'),
    rubric: 'gsat-english',
  },
];

describe('the report PDF has no page without content (issue 41)', () => {
  for (const { name, body, rubric } of CASES)
    it(`${name}: every page has report text besides its footer, and one footer`, async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'report-pages-'));
      const doc = await documentFor(body, rubric);
      for (const locale of ['zh-tw', 'en-us'] as const) {
        const file = path.join(dir, `${locale}.pdf`);
        await writeFile(file, await renderReportPdf(buildReportView(doc, locale)));
        const pages = pageTexts(file);
        if (name.startsWith('long')) expect(pages.length, `${name} ${locale}`).toBeGreaterThan(1);
        pages.forEach((text, i) => {
          const footer = footerOf(locale, i + 1, pages.length);
          expect(text, `${name} ${locale} page ${i + 1}`).toContain(footer);
          const rest = text.replace(footer, '').replace(/\s+/g, '');
          expect(rest.length, `${name} ${locale} page ${i + 1} is only a footer`).toBeGreaterThan(
            0,
          );
          // one footer a page: none of another page's number
          expect(text.match(/第 \d+ 頁，共 \d+ 頁|Page \d+ of \d+/g)).toHaveLength(1);
        });
      }
    });
});
