import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { LATER_SECTIONS } from './word-parts.ts';
import { DEFAULT_LOCALE, htmlLang, isLocale, resolveInitialLocale, type Locale } from './locale.ts';

// Each language is two chunks of its own, loaded when it is first shown (issue 30: a student's first
// page downloads one language, not both, and of it only the sections outside word-parts.ts).
type Words = () => Promise<{ default: Record<string, unknown> }>;
const LOAD: Record<Locale, { first: Words; later: Words }> = {
  'en-us': {
    first: () => import('../locales/en-us.json?words=first'),
    later: () => import('../locales/en-us.json?words=later'),
  },
  'zh-tw': {
    first: () => import('../locales/zh-tw.json?words=first'),
    later: () => import('../locales/zh-tw.json?words=later'),
  },
};

const loaded = new Map<string, Promise<void>>();

/** Adds one part of a language once; a second call waits for the first. */
function loadPart(locale: Locale, part: 'first' | 'later'): Promise<void> {
  const key = `${locale}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    done = LOAD[locale][part]().then((words) => {
      i18n.addResourceBundle(locale, 'translation', words.default, true, true);
    });
    loaded.set(key, done);
  }
  return done;
}

async function loadLocale(locale: Locale): Promise<void> {
  // The later sections load when a page that needs them opens (lazyPage), or a word of theirs is
  // asked for on a page already shown (missingKeyHandler below).
  await loadPart(locale, 'first');
}

/** Resolves when every word of the shown language is loaded: a lazy page renders after it. */
export function allWordsReady(): Promise<void> {
  const locale = currentLocale();
  return Promise.all([loadPart(locale, 'first'), loadPart(locale, 'later')]).then(() => {});
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
    // A word of a later section asked for before that part is loaded loads it; the component is
    // drawn again when it arrives.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (LATER_SECTIONS.includes(key.split('.')[0]!)) void loadPart(currentLocale(), 'later');
    },
    react: { bindI18nStore: 'added' },
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
  await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'later')]);
  await i18n.changeLanguage(locale);
  document.title = i18n.t('app.name');
}

export { i18n };
