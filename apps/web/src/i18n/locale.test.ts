import { describe, expect, it } from 'vitest';
import { resolveInitialLocale } from './locale.ts';

describe('resolveInitialLocale', () => {
  it('prefers the stored locale, then the browser language, then en-us', () => {
    expect(resolveInitialLocale('zh-tw', ['en-US'])).toBe('zh-tw');
    expect(resolveInitialLocale(null, ['zh-TW', 'en'])).toBe('zh-tw');
    expect(resolveInitialLocale('fr', ['en-GB'])).toBe('en-us');
    expect(resolveInitialLocale(null, ['fr-FR'])).toBe('en-us');
  });
});
