import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export type Lang = 'en-us' | 'zh-tw';
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function load(lang: Lang): unknown {
  return JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'apps', 'web', 'src', 'locales', `${lang}.json`), 'utf8'),
  );
}

/** The app's own locale files, so assertions follow the texts in both languages. */
export function translator(lang: Lang): Translate {
  const tree = load(lang);
  const plural = new Intl.PluralRules(lang);
  const lookup = (key: string): unknown => {
    let node: unknown = tree;
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    return node;
  };
  return (key, vars = {}) => {
    let node = lookup(key);
    // i18next plural forms: key_one, key_other… chosen by the language's rules for `count`.
    if (node === undefined && typeof vars.count === 'number')
      node = lookup(`${key}_${plural.select(vars.count)}`) ?? lookup(`${key}_other`);
    if (typeof node !== 'string') throw new Error(`Missing locale key ${key} in ${lang}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
