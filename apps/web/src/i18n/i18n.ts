import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUs from '../locales/en-us.json';
import zhTw from '../locales/zh-tw.json';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { DEFAULT_LOCALE, htmlLang, isLocale, resolveInitialLocale, type Locale } from './locale.ts';

const initial = resolveInitialLocale(
  localStorage.getItem(STORAGE_KEYS.locale),
  navigator.languages ?? [],
);

void i18n.use(initReactI18next).init({
  resources: { 'en-us': { translation: enUs }, 'zh-tw': { translation: zhTw } },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = htmlLang(initial);
document.title = i18n.t('app.name');

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = htmlLang(locale);
  await i18n.changeLanguage(locale);
  document.title = i18n.t('app.name');
}

export { i18n };
