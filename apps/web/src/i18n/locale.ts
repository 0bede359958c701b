export const LOCALES = ['en-us', 'zh-tw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Spec §9: en-us by default, taking the stored locale first and the browser's language next.
 * Any Chinese browser language gets zh-tw, the only Chinese locale offered.
 */
export function resolveInitialLocale(
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-tw';
    if (lower.startsWith('en')) return 'en-us';
  }
  return DEFAULT_LOCALE;
}

/** The `lang` attribute for <html>. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh-tw' ? 'zh-Hant-TW' : 'en';
}
