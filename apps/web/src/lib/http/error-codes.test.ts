import { ERROR_STATUS } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import enUs from '../../locales/en-us.json' with { type: 'json' };
import zhTw from '../../locales/zh-tw.json' with { type: 'json' };

/** Issue 12: every error code the API can answer is worded in both interface languages. */
describe('error codes', () => {
  const codes = Object.keys(ERROR_STATUS);
  const en: Record<string, string> = enUs.errors.api;
  const zh: Record<string, string> = zhTw.errors.api;

  it('each has an en-us and a zh-tw text, and no text is left without a code', () => {
    expect(codes.filter((code) => !en[code])).toEqual([]);
    expect(codes.filter((code) => !zh[code])).toEqual([]);
    expect(Object.keys(en).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('zh-tw texts are Chinese, not English left in place', () => {
    for (const code of codes) {
      const words = zh[code]!.replace(/\{\{\w+\}\}/g, '').replace(/Word|PDF|MB/g, '');
      expect(words, code).not.toMatch(/[A-Za-z]{3,}/);
      expect(words, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
