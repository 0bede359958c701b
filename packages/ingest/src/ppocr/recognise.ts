import { Tensor } from 'onnxruntime-node';
import type { PpocrModels } from './ppocr-models.ts';

/** Height the recogniser was trained on; a strip is scaled to it, its width following. */
export const REC_HEIGHT = 48;

/** One character as read: `x` is its centre in the strip's own pixels, `confidence` 0..1. */
export type ReadChar = { char: string; x: number; confidence: number };

/**
 * Reads one text line (a grey strip, ink dark on light paper, REC_HEIGHT tall) with the CTC
 * recogniser; every character keeps where it was read and how sure the model was of it.
 */
export async function recogniseStrip(
  models: PpocrModels,
  grey: Uint8Array,
  width: number,
): Promise<ReadChar[]> {
  const plane = REC_HEIGHT * width;
  const input = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    const value = (grey[i] ?? 255) / 127.5 - 1;
    input[i] = value;
    input[i + plane] = value;
    input[i + 2 * plane] = value;
  }
  const session = models.recognition;
  const outputs = await session.run({
    [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, REC_HEIGHT, width]),
  });
  const output = outputs[session.outputNames[0]!]!;
  const [, steps = 0, classes = 0] = output.dims;
  const probs = output.data as Float32Array;
  const scale = width / Math.max(1, steps);
  const chars: ReadChar[] = [];
  let previous = 0;
  let run: { index: number; first: number; last: number; best: number } | null = null;
  const close = (): void => {
    if (!run) return;
    const char = models.dictionary[run.index] ?? '';
    if (char && char !== ' ')
      chars.push({ char, x: ((run.first + run.last + 1) / 2) * scale, confidence: run.best });
    run = null;
  };
  for (let t = 0; t < steps; t++) {
    let index = 0;
    let best = -1;
    const offset = t * classes;
    for (let k = 0; k < classes; k++) {
      const p = probs[offset + k] ?? 0;
      if (p > best) {
        best = p;
        index = k;
      }
    }
    if (index !== previous || index === 0) close();
    if (index !== 0) {
      if (run && run.index === index) {
        run.last = t;
        run.best = Math.max(run.best, best);
      } else run = { index, first: t, last: t, best };
    }
    previous = index;
  }
  close();
  return chars;
}
