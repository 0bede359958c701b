import type { Locale } from '../../i18n/locale.ts';

/** Account service pages; after sign-in they redirect to /main?code=… (a one-time code, see sign-in-code-gate.tsx). */
export function accountPageUrl(page: 'login' | 'register', locale: Locale): string {
  const lang = locale === 'zh-tw' ? '&lang=zh-tw' : '';
  return `/account/${page}?redirect=/main${lang}`;
}
