import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createHandwritingReader } from '../src/handwriting.ts';
import { decodableImage } from '../src/image.ts';
sharp.concurrency(1);
function cer(h: string, r: string): number {
  const norm = (s: string): string[] => [...s.normalize('NFKC').replace(/\s+/g, '').replace(/[「」『』“”]/g, '"')];
  const a = norm(h), b = norm(r);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]! / b.length;
}
const r = await createHandwritingReader();
let sum = 0; let n = 0;
for (const f of process.argv.slice(2)) {
  const [file, rot] = f.split('@');
  let buf = await decodableImage(readFileSync(file!));
  if (rot) buf = await sharp(buf).rotate(Number(rot)).jpeg({ quality: 90 }).toBuffer();
  const truth = readFileSync(file!.replace(/-(scan|photo|photo-hard)\.jpg$/, '.truth.txt'), 'utf8');
  const t0 = process.cpuUsage();
  const g = await r.readGridPage(buf);
  const cpu = process.cpuUsage(t0);
  const c = cer(g?.text ?? '', truth); sum += c; n++;
  console.log(f.split('/').at(-1), JSON.stringify(g?.layout), g?.grid ? 'grid' : 'lines', ((cpu.user + cpu.system) / 1e6).toFixed(2), 'conf', g?.confidence.toFixed(3), 'CER', (c * 100).toFixed(1));
  if (process.env.SHOW) console.log(g?.text);
}
console.log('mean CER', ((sum / n) * 100).toFixed(1));
await r.release();
