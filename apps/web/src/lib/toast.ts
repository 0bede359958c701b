import { useSyncExternalStore } from 'react';

type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | undefined;
let shown = false;
const listeners = new Set<() => void>();

/** react-toastify (and its styles) load with the first toast, not with the first page (issue 30). */
export function loadToastify(): Promise<Toastify> {
  return (toastify ??= import('react-toastify'));
}

function show(kind: 'success' | 'error', message: string): void {
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  // A toast sent before the container is up waits in react-toastify's queue until it mounts.
  void loadToastify().then(({ toast }) => toast[kind](message));
}

/** The app's toasts (spec §9): the one way to show one. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** True once a toast was asked for: the Toaster mounts the container from then on. */
export function useToastShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
