import { readFileSync } from 'node:fs';
import { loadColourPage } from '../src/grid/colour-page.ts';
import { findGrid } from '../src/grid/find-grid.ts';
import { pageAnticlockwise } from '../src/grid/turn.ts';
import { decodableImage } from '../src/image.ts';
const page = await loadColourPage(await decodableImage(readFileSync(process.argv[2]!)), 1e9);
const frame = pageAnticlockwise(page);
const g = findGrid(frame);
console.log(page.width, page.height, g && g.columnLines.join(','), g && g.rows.length);
