/**
 * OCR benchmark: character error rate, CPU seconds per page and peak memory per engine and kind
 * of page. Printed pages are the committed fixtures; handwritten 稿紙 pages come from the shared
 * development set (`../shared/data/handwriting-zh-grid`, never copied into the repository).
 * Usage: npm run bench:ocr [-- --pages dev01,dev02 --kinds print,scan,photo,photo-hard,turned
 *   --engines tesseract,native,ppocr,auto --data DIR]
 * `print` holds the printed vertical pages too (kinds 'print vertical …', decision 0088).
 * `tesseract` is tesseract.js; `native` Debian's tesseract program (decision 0067), which `auto`
 * (the server's choice of reader) also uses when it runs.
 * Each engine runs in its own process, so its peak memory (max RSS) is its own: a process holds
 * one extraction thread's engines (the tesseract program's own memory is not in it: about 90 MB
 * while it reads a page). CPU seconds are the process's (all its threads, and the programs it ran),
 * one page at a time; sharp is held to one thread.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  characterErrorRate,
  createOcrWorker,
  extractContent,
  extractPdf,
  normaliseImage,
  renderPdfPage,
  type OcrWorker,
} from '../src/index.ts';
import { createHandwritingReader, type HandwritingReader } from '../src/handwriting.ts';
import { thresholdFigures, wrongCharacters, type ScoredChar } from '../src/calibrate.ts';
import {
  characterSignals,
  doubtfulSpans,
  DOUBT_ALONE_BELOW,
  DOUBT_BELOW,
  type PairSeen,
} from '../src/uncertain.ts';
import { loadContextPairs } from '../src/context-pairs.ts';
import { decodableImage } from '../src/image.ts';
import { readWithTesseract } from '../src/extract.ts';
import { studentsReading } from '../src/sheet-print.ts';
import { MALLOC_TUNABLES } from '../src/malloc-tunables.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '' },
    /** Only these kinds of page: print, and the manifest's scan, photo, photo-hard; turned. */
    kinds: { type: 'string', default: '' },
    engines: { type: 'string', default: 'tesseract,native,ppocr,auto' },
    data: { type: 'string' },
    child: { type: 'string' },
    /** Writes every handwritten page's characters, confidences and truth here (calibration). */
    dump: { type: 'string' },
  },
});
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = values.data ?? path.resolve(here, '../../../../shared/data/handwriting-zh-grid');
/** The grader's learner-text character pairs, as the server gives their file to extraction. */
const pairsFile = path.resolve(here, '../../grader/src/mechanics/zh/model/context-bigrams.tsv.gz');
let pairs: PairSeen | undefined;
const contextPairs = (): PairSeen => (pairs ??= loadContextPairs(pairsFile));
const fixture = (name: string): string => path.join(here, '../test/fixtures', name);

type Engine = 'tesseract' | 'native' | 'ppocr' | 'auto';
type Page = {
  kind: string;
  name: string;
  /** Reads the file as the engine would: a photo, a rendered PDF page, or a whole PDF. */
  file: string;
  pdfPages?: number;
  pdfPage?: number;
  truth: string;
  english?: boolean;
  handwriting: boolean;
  /** Degrees clockwise the page is turned before it is read (a page photographed on its side). */
  turn?: number;
};

/**
 * The dataset's CER (its README): NFKC, whitespace removed, full/half-width punctuation and
 * quotes unified. The printed fixtures keep the repository's own characterErrorRate, so their
 * figures compare with earlier ones.
 */
function handwritingCer(hypothesis: string, reference: string): number {
  const norm = (s: string): string[] => [
    ...s
      .normalize('NFKC')
      .replace(/\s+/g, '')
      .replace(/[「」『』“”]/g, '"'),
  ];
  const a = norm(hypothesis);
  const b = norm(reference);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return b.length ? (previous[b.length] ?? 0) / b.length : 0;
}

function pages(): Page[] {
  const printWanted = !values.kinds || values.kinds.split(',').includes('print');
  const printed: Page[] = [
    {
      kind: 'print scan',
      name: 'pdf-text-zh (rasterised)',
      file: fixture('pdf-text-zh.pdf'),
      pdfPage: 0,
      truth: readFileSync(fixture('pdf-text-zh.txt'), 'utf8'),
      handwriting: false,
    },
    {
      kind: 'print scan',
      name: 'pdf-scanned-zh',
      file: fixture('pdf-scanned-zh.pdf'),
      pdfPage: 0,
      truth: readFileSync(fixture('pdf-scanned-zh.txt'), 'utf8'),
      handwriting: false,
    },
    ...['photo-zh.jpg', 'photo-en.jpg', 'photo-en.heic'].map((name) => ({
      kind: 'print photo',
      name,
      file: fixture(name),
      truth: readFileSync(fixture(name.replace(/\.[a-z]+$/, '.txt')), 'utf8'),
      english: name.includes('-en'),
      handwriting: false,
    })),
    // A book page set in columns (scripts/make-vertical-print.ts), also turned (decision 0088).
    ...[
      { kind: 'print vertical scan', name: 'vertical-scan-zh.png' },
      { kind: 'print vertical scan turned 180°', name: 'vertical-scan-zh.png', turn: 180 },
      { kind: 'print vertical scan turned 90°', name: 'vertical-scan-zh.png', turn: 90 },
      { kind: 'print vertical photo', name: 'vertical-photo-zh.jpg' },
      { kind: 'print vertical PDF', name: 'vertical-scanned-zh.pdf', pdfPage: 0 },
    ].map((page) => ({
      ...page,
      file: fixture(page.name),
      truth: readFileSync(fixture('vertical-zh.txt'), 'utf8'),
      handwriting: false,
    })),
  ];
  const list = printWanted ? printed : [];
  if (!existsSync(path.join(dataDir, 'manifest.json'))) {
    console.log(`(no handwriting pages: ${dataDir} not found)`);
    return list;
  }
  list.push(...handwrittenPages(dataDir, ''));
  const vertical = path.join(dataDir, 'vertical');
  if (existsSync(path.join(vertical, 'manifest.json')))
    list.push(...handwrittenPages(vertical, 'vertical '));
  return list;
}

/** Quarter turns a vertical scan is also read at: a page photographed on its side, upside down. */
const TURNS = [90, 180];

/** The handwritten pages of one set (`prefix`: its kinds' prefix, 'vertical ' for 橫式直書). */
function handwrittenPages(dir: string, prefix: string): Page[] {
  const list: Page[] = [];
  const wanted = values.pages ? values.pages.split(',') : null;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    files: { file: string; truth: string; kind: string; page: string }[];
  };
  const kinds: Record<string, string> = {
    scan: 'handwriting scan',
    photo: 'handwriting photo',
    'photo-hard': 'hard photo',
    'scan-pdf': 'handwriting scans PDF',
  };
  for (const entry of manifest.files) {
    if (entry.kind === 'scan-pdf') continue;
    if (wanted && !wanted.includes(entry.page)) continue;
    const kindWanted = (kind: string): boolean =>
      !values.kinds || values.kinds.split(',').includes(kind);
    const page = {
      kind: `${prefix}${kinds[entry.kind] ?? entry.kind}`,
      name: entry.file,
      file: path.join(dir, entry.file),
      truth: readFileSync(path.join(dir, entry.truth), 'utf8'),
      handwriting: true,
    };
    if (kindWanted(entry.kind)) list.push(page);
    if (prefix && entry.kind === 'scan' && kindWanted('turned'))
      for (const turn of TURNS)
        list.push({
          ...page,
          kind: `${page.kind} turned ${turn}°`,
          name: `${entry.file}@${turn}`,
          turn,
        });
  }
  const pdf = path.join(dir, 'scans.pdf');
  if (!wanted && !values.kinds && existsSync(pdf)) {
    const truths = manifest.files
      .filter((f) => f.kind === 'scan')
      .map((f) => readFileSync(path.join(dir, f.truth), 'utf8'));
    list.push({
      kind: `${prefix}handwriting scans PDF`,
      name: 'scans.pdf (whole file)',
      file: pdf,
      pdfPages: truths.length,
      truth: truths.join('\n'),
      handwriting: true,
    });
  }
  return list;
}

/** A turned page's file: the scan turned `turn`° clockwise, written once to the temp folder. */
async function turnedFile(page: Page): Promise<Page> {
  if (!page.turn) return page;
  const file = path.join(
    tmpdir(),
    `bench-ocr-${path.basename(page.file, '.jpg')}-${page.turn}.jpg`,
  );
  await sharp(page.file).rotate(page.turn).jpeg({ quality: 90 }).toFile(file);
  return { ...page, file };
}

/** Handwritten pages read by PP-OCR: their characters' confidences, for the threshold table. */
const scored: { name: string; kind: string; read: ScoredChar[]; truth: string }[] = [];
const scoredChars = (reading: { text: string; confidences: (number | null)[] }): ScoredChar[] => {
  const chars = [...reading.text];
  const signals = characterSignals(chars, reading.confidences, contextPairs());
  return chars.map((char, i) => ({
    char,
    confidence: reading.confidences[i] ?? null,
    alone: signals[i]?.alone ?? false,
  }));
};
/** Thresholds tried for the uncertain characters. */
const THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];

/** This process's CPU seconds and those of the programs it ran (/proc/self/stat fields 14-17). */
const cpuSeconds = (): number => {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
};

/** One engine over every page, in this process: rows of [kind, name, CER, cpu s per page]. */
async function runEngine(engine: Engine): Promise<void> {
  sharp.concurrency(1);
  let tesseract = null as OcrWorker | null;
  let handwriting = null as HandwritingReader | null;
  const binary = engine === 'tesseract' ? null : 'tesseract';
  const ocr = async (): Promise<OcrWorker> => (tesseract ??= await createOcrWorker({ binary }));
  const reader = async (): Promise<HandwritingReader> =>
    (handwriting ??= await createHandwritingReader());
  const start = cpuSeconds();
  if (engine !== 'ppocr') await ocr();
  if (engine === 'ppocr' || engine === 'auto') await reader();
  const startup = cpuSeconds() - start;
  const rows: unknown[] = [];
  for (const listed of pages()) {
    const page = await turnedFile(listed);
    const cpu0 = cpuSeconds();
    let text: string | null;
    const pageCount = page.pdfPages ?? 1;
    if (engine === 'auto') {
      const type = page.file.endsWith('.pdf')
        ? 'pdf'
        : page.file.endsWith('.heic')
          ? 'heic'
          : page.file.endsWith('.png')
            ? 'png'
            : 'jpeg';
      const extracted = await extractContent(page.file, type, ocr, undefined, reader, contextPairs);
      text = extracted.text;
      if (page.handwriting && !page.pdfPages && extracted.pages.every((p) => p.confidences))
        scored.push({
          name: page.name,
          kind: page.kind,
          read: extracted.pages.flatMap((p) => [
            ...scoredChars({ text: p.text, confidences: p.confidences! }),
            { char: '\n', confidence: null },
          ]),
          truth: page.truth,
        });
    } else if (page.pdfPages !== undefined) {
      // The whole PDF through one engine: its text layer is empty, every page is rendered.
      const parts: string[] = [];
      const { pages: pdfPages } = await extractPdf(page.file);
      for (let i = 0; i < pdfPages.length; i++) {
        parts.push(
          (await readWith(engine, await renderPdfPage(page.file, i), page, ocr, reader)) ?? '',
        );
      }
      text = parts.join('\n');
    } else {
      const source =
        page.pdfPage !== undefined
          ? await renderPdfPage(page.file, page.pdfPage)
          : await decodableImage(readFileSync(page.file));
      text = await readWith(engine, source, page, ocr, reader);
    }
    const cpu = (cpuSeconds() - cpu0) / pageCount;
    const cer =
      text === null
        ? null
        : page.handwriting
          ? handwritingCer(text, page.truth)
          : characterErrorRate(text, page.truth);
    rows.push({ kind: page.kind, name: page.name, cer, cpu, pages: pageCount });
  }
  await tesseract?.terminate();
  await handwriting?.release();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  if (values.dump) writeFileSync(values.dump, JSON.stringify(scored));
  const curve = (pages: typeof scored): ReturnType<typeof thresholdFigures>[] => {
    const marked = pages.map(({ read, truth }) => wrongCharacters(read, truth));
    return marked.length
      ? [
          ...THRESHOLDS.map((t) => thresholdFigures(marked, t)),
          ...THRESHOLDS.map((t) => thresholdFigures(marked, t, DOUBT_ALONE_BELOW)),
          ...[0.7, 0.9, 0.95].map((alone) => thresholdFigures(marked, DOUBT_BELOW, alone)),
        ]
      : [];
  };
  const thresholds = curve(scored);
  // The same curve on each layout's pages alone (a vertical page's kind starts 'vertical').
  const layouts = (['horizontal', 'vertical'] as const).map((layout) => {
    const pages = scored.filter((p) => p.kind.startsWith('vertical') === (layout === 'vertical'));
    return { layout, pages: pages.length, thresholds: curve(pages) };
  });
  const keys = scored.map(({ read, truth }) => teacherKeys(read, truth));
  console.log(JSON.stringify({ engine, startup, maxRssMb, rows, thresholds, layouts, keys }));
}

/** Keys a teacher presses for one 注音 character: about three for its sounds and tone, one to pick it. */
const KEYS_PER_CHARACTER = 4;

/**
 * The teacher's keys to settle a page's flagged words in the review (a model of the review's
 * keyboard path): Enter for each flagged word, and a flagged wrong character typed again.
 * Wrong characters not flagged are not counted (the teacher has to find them by reading).
 */
function teacherKeys(read: ScoredChar[], truth: string): number {
  const text = read.map((c) => c.char).join('');
  const spans = doubtfulSpans(
    text,
    read.map((c) => c.confidence),
    contextPairs(),
  );
  const marked = wrongCharacters(read, truth);
  // the marked characters in reading order, by their code-unit offsets in `text`
  const offsets: number[] = [];
  let offset = 0;
  for (const c of read) {
    if (
      c.confidence !== null &&
      c.char
        .normalize('NFKC')
        .replace(/[「」『』“”]/g, '"')
        .trim()
    )
      offsets.push(offset);
    offset += c.char.length;
  }
  let wrongFlagged = 0;
  offsets.forEach((at, k) => {
    if (marked[k]?.wrong && spans.some((s) => s.start <= at && at < s.end)) wrongFlagged++;
  });
  return spans.length + wrongFlagged * KEYS_PER_CHARACTER;
}

/** The text one engine reads from one page image; null when the engine cannot read the page. */
async function readWith(
  engine: 'tesseract' | 'native' | 'ppocr',
  source: Buffer,
  page: Page,
  ocr: () => Promise<OcrWorker>,
  reader: () => Promise<HandwritingReader>,
): Promise<string | null> {
  if (engine === 'ppocr') {
    // By its grid, or by its lines when a ruled page's grid is not found with confidence.
    // As extraction keeps it: without the sheet's printed header and footer (issue 43 §3).
    const read = await (await reader()).readGridPage(source);
    if (!read) return null;
    const reading = studentsReading(read, contextPairs());
    if (page.handwriting)
      scored.push({
        name: page.name,
        kind: page.kind,
        read: scoredChars(reading),
        truth: page.truth,
      });
    return reading.text;
  }
  // As extraction reads a page by tesseract: rows or columns, an English page in English.
  const png = await normaliseImage(source);
  return (await readWithTesseract(await ocr(), png, page.english ? 'en' : undefined)).text;
}

type Row = { kind: string; name: string; cer: number | null; cpu: number; pages: number };
type Report = {
  engine: Engine;
  startup: number;
  maxRssMb: number;
  rows: Row[];
  thresholds: ReturnType<typeof thresholdFigures>[];
  layouts: { layout: string; pages: number; thresholds: ReturnType<typeof thresholdFigures>[] }[];
  keys: number[];
};

function summarise(reports: Report[]): void {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  console.log('\nper page');
  console.log(['engine', 'kind', 'page', 'CER', 'cpu s/page'].join(' | '));
  for (const report of reports)
    for (const row of report.rows)
      console.log(
        [
          report.engine,
          row.kind,
          row.name,
          row.cer === null ? 'no grid' : pct(row.cer),
          row.cpu.toFixed(2),
        ].join(' | '),
      );
  console.log('\nper engine and kind of page (CER: mean over pages; cpu: mean and worst page)');
  console.log(
    ['engine', 'kind', 'pages', 'CER', 'cpu s/page', 'worst cpu s', 'peak RSS MB'].join(' | '),
  );
  for (const report of reports) {
    const kinds = [...new Set(report.rows.map((row) => row.kind))];
    for (const kind of kinds) {
      const rows = report.rows.filter((row) => row.kind === kind);
      const read = rows.filter((row) => row.cer !== null);
      const cer = read.length ? read.reduce((s, row) => s + row.cer!, 0) / read.length : null;
      const cpu = rows.reduce((s, row) => s + row.cpu, 0) / rows.length;
      const worst = Math.max(...rows.map((row) => row.cpu));
      console.log(
        [
          report.engine,
          kind,
          `${read.length}/${rows.length}`,
          cer === null ? 'n/a (no grid)' : pct(cer),
          cpu.toFixed(2),
          worst.toFixed(2),
          report.maxRssMb.toFixed(0),
        ].join(' | '),
      );
    }
  }
  for (const report of reports) {
    if (report.thresholds.length === 0) continue;
    console.log(
      `\nuncertain characters (${report.engine}, ${report.keys.length} handwritten pages): a character under the threshold is shown to the teacher, or under the second one when it is alone in its context; now ${DOUBT_BELOW} / alone ${DOUBT_ALONE_BELOW}`,
    );
    console.log(
      [
        'threshold',
        'alone under',
        'wrong chars flagged',
        'flagged per page',
        'flagged that are wrong',
      ].join(' | '),
    );
    const curveRow = (t: (typeof report.thresholds)[number]): string =>
      [
        t.threshold,
        t.aloneBelow ?? '-',
        pct(t.recall),
        t.flaggedPerPage.toFixed(1),
        pct(t.precision),
      ].join(' | ');
    for (const t of report.thresholds) console.log(curveRow(t));
    for (const { layout, pages, thresholds } of report.layouts) {
      if (thresholds.length === 0) continue;
      console.log(`${layout} pages alone (${pages}):`);
      for (const t of thresholds) console.log(curveRow(t));
    }
    const keys = report.keys;
    console.log(
      `teacher's keys per page to settle the flagged words (Enter each, ${KEYS_PER_CHARACTER} a wrong character retyped): mean ${(keys.reduce((a, b) => a + b, 0) / keys.length).toFixed(1)}, most ${Math.max(...keys)}`,
    );
  }
  for (const report of reports)
    console.log(
      `${report.engine}: engines started in ${report.startup.toFixed(2)} cpu s (once per thread)`,
    );
}

if (values.child) {
  await runEngine(values.child as Engine);
} else {
  const reports: Report[] = [];
  for (const engine of values.engines.split(',') as Engine[]) {
    const args = [fileURLToPath(import.meta.url), '--child', engine, '--data', dataDir];
    if (values.pages) args.push('--pages', values.pages);
    if (values.kinds) args.push('--kinds', values.kinds);
    if (values.dump) args.push('--dump', values.dump.replace(/(\.json)?$/, `-${engine}.json`));
    // The reading process starts as the server's does (npm start): with its malloc setting.
    const out = execFileSync(process.execPath, [...process.execArgv, ...args], {
      env: { ...process.env, GLIBC_TUNABLES: MALLOC_TUNABLES },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 << 20,
    });
    const line = out.trim().split('\n').at(-1) ?? '{}';
    reports.push(JSON.parse(line) as Report);
  }
  summarise(reports);
  console.log(
    '\naims: handwriting CER ≤ 8% scans (and the scans PDF), ≤ 12% photos, ≤ 20% hard photos; print no worse than before; ≤ 5 cpu s a page; ≤ 1 GB a thread',
  );
}
