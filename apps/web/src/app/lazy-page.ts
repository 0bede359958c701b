import { lazy, type ComponentType } from 'react';
import { allWordsReady } from '../i18n/i18n.ts';

/**
 * A page module loaded when its route is first shown: the build makes it a chunk of its own, so a
 * student's first page does not download the admin charts or the teacher's dialogs (issue 30).
 * `name` is the page's named export; routes.tsx wraps every lazy page in one Suspense. A page
 * renders once every word of the language is loaded, except the first page (`firstWords`), whose
 * words are all in the language's first part (i18n/word-parts.ts).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  words: 'firstWords' | 'allWords' = 'allWords',
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const [page] = await Promise.all([load(), words === 'allWords' ? allWordsReady() : null]);
    return { default: page[name] };
  });
}
