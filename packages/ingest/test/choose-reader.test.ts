import { describe, expect, it } from 'vitest';
import {
  betterReading,
  chooseReader,
  MIN_GRID_CHARACTERS,
  needsTesseract,
  SURE_GRID_READING,
} from '../src/choose-reader.ts';

describe('which reader a page keeps', () => {
  it('keeps a sure grid reading without running tesseract', () => {
    const grid = { characters: 300, confidence: SURE_GRID_READING + 0.1 };
    expect(needsTesseract(grid)).toBe(false);
    expect(chooseReader(grid, null)).toBe('ppocr');
  });

  it('asks tesseract when there is no grid, no writing in it, or an unsure reading', () => {
    expect(needsTesseract(null)).toBe(true);
    expect(needsTesseract({ characters: MIN_GRID_CHARACTERS - 1, confidence: 0.99 })).toBe(true);
    expect(needsTesseract({ characters: 300, confidence: SURE_GRID_READING - 0.1 })).toBe(true);
    expect(chooseReader(null, { confidence: 0.9, characters: 400 })).toBe('tesseract');
    expect(
      chooseReader({ characters: 3, confidence: 0.9 }, { confidence: 0.5, characters: 400 }),
    ).toBe('tesseract');
  });

  it('keeps the more confident reading when both read the page', () => {
    const unsureGrid = { characters: 300, confidence: 0.6 };
    expect(chooseReader(unsureGrid, { confidence: 0.85, characters: 350 })).toBe('tesseract');
    expect(chooseReader(unsureGrid, { confidence: 0.3, characters: 90 })).toBe('ppocr');
    expect(chooseReader(unsureGrid, { confidence: 0.9, characters: 0 })).toBe('ppocr');
  });

  it('of a ruled page read by its grid and by its lines, keeps the more confident with writing', () => {
    const grid = { characters: 300, confidence: 0.7 };
    const lines = { characters: 280, confidence: 0.86 };
    expect(betterReading(grid, lines)).toBe(lines);
    expect(betterReading({ ...grid, confidence: 0.9 }, lines)).toEqual({
      ...grid,
      confidence: 0.9,
    });
    expect(betterReading(null, lines)).toBe(lines);
    expect(betterReading(grid, { characters: MIN_GRID_CHARACTERS - 1, confidence: 0.99 })).toBe(
      grid,
    );
    expect(betterReading(null, { characters: 2, confidence: 0.99 })).toBeNull();
  });
});
