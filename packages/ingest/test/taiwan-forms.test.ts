import { describe, expect, it } from 'vitest';
import { REPAIRED_CONFIDENCE, toTaiwanForms } from '../src/taiwan-forms.ts';

const read = (text: string, confidence = 0.95) => [...text].map((char) => ({ char, confidence }));

describe('Taiwan forms of what the recogniser wrote', () => {
  it('gives characters its dictionary lacks (說, 從) their Taiwan form, as sure as they were read', () => {
    const out = toTaiwanForms(read('他说从这里走'));
    expect(out.map((c) => c.char).join('')).toBe('他說從這裡走');
    expect(out[1]?.confidence).toBe(0.95);
  });

  it('guesses one-to-many characters from the words around them, at low confidence', () => {
    const hair = toTaiwanForms(read('头发'));
    expect(hair.map((c) => c.char).join('')).toBe('頭髮');
    expect(hair[1]?.confidence).toBeLessThanOrEqual(REPAIRED_CONFIDENCE);
    const found = toTaiwanForms(read('发现'));
    expect(found.map((c) => c.char).join('')).toBe('發現');
    expect(found[0]?.confidence).toBeLessThanOrEqual(REPAIRED_CONFIDENCE);
  });

  it('leaves Traditional characters and punctuation as read', () => {
    const out = toTaiwanForms(read('我們的教室，'));
    expect(out).toEqual(read('我們的教室，'));
  });

  it('keeps the form the writer used where Taiwan writes both (台 stays 台, 臺 stays 臺)', () => {
    for (const text of ['我住在台北', '台灣的颱風', '舞台上的燈', '臺北的天空']) {
      expect(
        toTaiwanForms(read(text))
          .map((c) => c.char)
          .join(''),
      ).toBe(text);
    }
    // The rest of the line is still converted around it.
    expect(
      toTaiwanForms(read('台湾这里'))
        .map((c) => c.char)
        .join(''),
    ).toBe('台灣這裡');
  });
});
