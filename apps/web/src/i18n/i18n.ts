import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { DEFAULT_LOCALE, htmlLang, isLocale, resolveInitialLocale, type Locale } from './locale.ts';

// Each language is a chunk of its own, loaded when it is first shown (issue 30: a student's first
// page downloads one language, not both).
const LOAD: Record<Locale, () => Promise<{ default: object }>> = {
  'en-us': () => import('../locales/en-us.json'),
  'zh-tw': () => import('../locales/zh-tw.json'),
};

async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', (await LOAD[locale]()).default);
}

const initial = resolveInitialLocale(
  localStorage.getItem(STORAGE_KEYS.locale),
  navigator.languages ?? [],
);

/** Resolves when the first language is loaded; main.tsx renders after it. */
export const i18nReady: Promise<void> = (async () => {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
  });
  // Only the chosen language: locales.test.ts keeps both languages' keys the same.
  await loadLocale(initial);
  document.documentElement.lang = htmlLang(initial);
  document.title = i18n.t('app.name');
})();

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = htmlLang(locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  document.title = i18n.t('app.name');
}

export { i18n };
