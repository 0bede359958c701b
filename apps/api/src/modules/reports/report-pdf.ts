import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { REPORT_LABELS as LABELS, PUNCTUATION, type ReportView } from '@essay/contracts';

const require = createRequire(import.meta.url);
// Noto Sans Hant (SIL OFL) from an npm package: embedded and subset, nothing fetched at run time.
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-tc')), '..', 'fonts');
const REGULAR = path.join(FONT_DIR, 'NotoSansHant-Regular.otf');
const BOLD = path.join(FONT_DIR, 'NotoSansHant-Bold.otf');

const INK = '#1d2733';
const MUTED = '#5b6672';
const RED = '#b3261e';
const GREEN = '#1b6e3a';

/** The same content as the HTML report, as an A4 PDF with an embedded CJK font and page numbers. */
export function renderReportPdf(view: ReportView): Promise<Buffer> {
  const t = LABELS[view.locale];
  const p = view.punctuation;
  const pf = PUNCTUATION[view.feedbackLocale]; // corrections and comments are in the comments' language
  const gap = view.locale === 'zh-tw' ? '　' : '   ';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: view.title },
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) =>
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(INK).text(text).moveDown(0.3);
  const body = (text: string, color = INK) =>
    doc.font('body').fontSize(10.5).fillColor(color).text(text, { lineGap: 3 });
  const bullets = (items: string[]) =>
    items.length === 0 ? body(t.none, MUTED) : items.forEach((item) => body(`• ${item}`));

  doc.font('bold').fontSize(18).fillColor(INK).text(view.title, { align: 'center' }).moveDown(0.2);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(view.essayTitle, { align: 'center' })
    .moveDown(0.6);
  for (const m of view.meta)
    doc
      .font('bold')
      .fontSize(10)
      .text(`${m.label}${p.colon}`, { continued: true })
      .font('body')
      .text(m.value);
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(14)
    .fillColor(GREEN)
    .text(`${view.rating.label}${p.colon}${view.rating.value}`);
  if (view.rating.engineValue) body(view.rating.engineValue, MUTED);
  if (view.review)
    body(`${view.review.label}${p.colon}${view.review.reasons.join(p.listSeparator)}`, RED);
  if (view.zeroGate) body(view.zeroGate, RED);
  if (view.offTopic) body(view.offTopic, RED);

  heading(t.overall);
  body(view.overall);
  if (view.teacherComment) {
    heading(t.teacherComment);
    body(view.teacherComment);
  }
  heading(t.dimensions);
  for (const d of view.dimensions) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(
        [d.name, d.grade, d.score].join(gap) +
          (d.setBy ? `${p.parenOpen}${d.setBy}${p.parenClose}` : ''),
      );
    if (d.comment) body(d.comment);
    for (const quote of d.evidence) body(`${p.quoteOpen}${quote}${p.quoteClose}`, MUTED);
    doc.moveDown(0.3);
  }
  if (view.deductions.length) {
    heading(t.deductions);
    bullets(view.deductions.map((d) => `${d.description} (−${d.points})`));
  }
  heading(t.essay);
  for (const paragraph of view.essay) {
    doc.font('body').fontSize(11);
    paragraph.forEach((segment, i) => {
      const last = i === paragraph.length - 1;
      if (!segment.correction) {
        doc.fillColor(INK).text(segment.text, { continued: !last, lineGap: 4 });
      } else {
        doc.fillColor(RED).text(segment.text, { continued: true, strike: true, lineGap: 4 });
        doc.fillColor(GREEN).text(`(${segment.correction.suggestion})`, {
          continued: !last,
          strike: false,
          lineGap: 4,
        });
      }
    });
    doc.moveDown(0.4);
  }
  heading(t.corrections);
  bullets(
    view.corrections.map(
      (c) =>
        `[${c.kind}] ${c.original} → ${c.suggestion}${pf.colon}${c.reason}${c.state ? `${pf.parenOpen}${c.state}${pf.parenClose}` : ''}`,
    ),
  );
  if (view.paragraphComments.length) {
    heading(t.paragraphs);
    bullets(view.paragraphComments.map((c) => `${c.label}${pf.colon}${c.comment}`));
  }
  heading(t.strengths);
  bullets(view.strengths);
  heading(t.nextSteps);
  bullets(view.nextSteps);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: with the margin in force, pdfkit would start a new
    // page for it (a blank page with only a footer after every page, issue 41).
    doc.page.margins.bottom = 0;
    const label =
      view.locale === 'zh-tw'
        ? `第 ${i + 1} 頁，共 ${range.count} 頁`
        : `Page ${i + 1} of ${range.count}`;
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, 56, doc.page.height - 40, {
        width: doc.page.width - 112,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
