/**
 * OCR benchmark on the committed fixtures: character error rate per fixture kind and seconds
 * per page. Usage: npm run bench:ocr [-- --runs 3 --zh chi_tra,chi_tra+eng]
 * Time is wall clock and process CPU (the tesseract worker is one thread, so CPU seconds are
 * the single-core cost even when other jobs share the machine).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  characterErrorRate,
  createOcrWorker,
  extractPdf,
  normaliseImage,
  renderPdfPage,
  type OcrLang,
} from '../src/index.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    zh: { type: 'string', default: 'chi_tra,chi_tra+eng' },
  },
});
const runs = Math.max(1, Number(values.runs));
const zhLangs = (values.zh ?? 'chi_tra').split(',') as OcrLang[];
sharp.concurrency(1); // one core for image preparation too

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));
const truth = (name: string): string =>
  readFileSync(fixture(name.replace(/\.[a-z]+$/, '.txt')), 'utf8');

type Kind = { kind: string; file: string; page: () => Promise<Buffer>; english: boolean };
const kinds: Kind[] = [
  {
    kind: 'clean page (zh, text PDF rasterised)',
    file: 'pdf-text-zh.pdf',
    page: () => renderPdfPage(fixture('pdf-text-zh.pdf'), 0),
    english: false,
  },
  {
    kind: 'scanned PDF (zh)',
    file: 'pdf-scanned-zh.pdf',
    page: () => renderPdfPage(fixture('pdf-scanned-zh.pdf'), 0),
    english: false,
  },
  {
    kind: 'phone photo zh (JPEG, EXIF-rotated)',
    file: 'photo-zh.jpg',
    page: async () => readFileSync(fixture('photo-zh.jpg')),
    english: false,
  },
  {
    kind: 'phone photo en (JPEG)',
    file: 'photo-en.jpg',
    page: async () => readFileSync(fixture('photo-en.jpg')),
    english: true,
  },
  {
    kind: 'phone photo en (HEIC)',
    file: 'photo-en.heic',
    page: async () => readFileSync(fixture('photo-en.heic')),
    english: true,
  },
];

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

async function main(): Promise<void> {
  const layer = await extractPdf(fixture('pdf-text-zh.pdf'));
  console.log(
    `text layer (pdf-text-zh.pdf, no OCR): CER ${pct(characterErrorRate(layer.pages[0]?.text ?? '', truth('pdf-text-zh.pdf')))}`,
  );

  const started = performance.now();
  const worker = await createOcrWorker();
  console.log(
    `worker start: ${((performance.now() - started) / 1000).toFixed(2)} s (once per process)\n`,
  );
  console.log(
    ['kind', 'lang', 'CER', 'prepare cpu s', 'OCR cpu s', 'OCR wall s', 'page cpu s'].join(' | '),
  );

  for (const item of kinds) {
    // Preparation = render (PDF) or decode (photo) + normaliseImage; first run warms pdfjs/heic.
    let png = await normaliseImage(await item.page());
    const prepares: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cpu0 = cpuSeconds();
      png = await normaliseImage(await item.page());
      prepares.push(cpuSeconds() - cpu0);
    }
    const prepare = median(prepares);
    for (const lang of item.english ? (['eng'] as OcrLang[]) : zhLangs) {
      await worker.recognize(png, { lang }); // warm-up: the first page after a language switch is slower
      const walls: number[] = [];
      const cpus: number[] = [];
      let text = '';
      for (let run = 0; run < runs; run++) {
        const wall0 = performance.now();
        const cpu0 = cpuSeconds();
        text = (await worker.recognize(png, { lang })).text;
        walls.push((performance.now() - wall0) / 1000);
        cpus.push(cpuSeconds() - cpu0);
      }
      const cer = characterErrorRate(text, truth(item.file));
      console.log(
        [
          item.kind,
          lang,
          pct(cer),
          prepare.toFixed(2),
          median(cpus).toFixed(2),
          median(walls).toFixed(2),
          (prepare + median(cpus)).toFixed(2),
        ].join(' | '),
      );
    }
  }
  await worker.terminate();
  console.log(
    `\nmedian of ${runs} runs; aims: zh CER < 3% clean, < 8% photo; < 3 s a page on one core`,
  );
}

await main();
