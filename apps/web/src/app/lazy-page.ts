import { lazy, type ComponentType } from 'react';

/**
 * A page module loaded when its route is first shown: the build makes it a chunk of its own, so a
 * student's first page does not download the admin charts or the teacher's dialogs (issue 30).
 * `name` is the page's named export; routes.tsx wraps every lazy page in one Suspense.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}
