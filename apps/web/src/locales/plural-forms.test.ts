import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUs from './en-us.json' with { type: 'json' };
import zhTw from './zh-tw.json' with { type: 'json' };

/** Issue 12 item 8: counted texts follow each language's plural rules ("1 file", not "1 files"). */
describe('plural forms', () => {
  it('en-us says "1 file left" and "2 files left"; zh-tw has one form', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { 'en-us': { translation: enUs }, 'zh-tw': { translation: zhTw } },
      lng: 'en-us',
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
    });
    const pending = (lng: string, count: number) =>
      i18n.t('homework.status.extractionPending', { lng, count });
    expect(pending('en-us', 1)).toBe('Extracting text (1 file left)…');
    expect(pending('en-us', 2)).toBe('Extracting text (2 files left)…');
    expect(pending('zh-tw', 1)).toBe('文字辨識中（剩 1 個檔案）…');
  });
});
