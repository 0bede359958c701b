/**
 * Functions run inside the page through page.evaluate. Playwright sends their source text, so
 * each one is self-contained; the casts exist because the root tsconfig has no DOM lib.
 */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  clear(): void;
}

export function storageItem(key: string): string | null {
  return (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key);
}

export function setStorageItem([key, value]: [string, string]): void {
  (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(key, value);
}

export function clearStorage(): void {
  (globalThis as unknown as { localStorage: PageStorage }).localStorage.clear();
}

/** Client-side navigation as if the user had followed an in-app link (history index 2). */
export function pushPath(path: string): void {
  const w = globalThis as unknown as {
    history: { pushState(state: unknown, unused: string, url: string): void; state: unknown };
    dispatchEvent(event: unknown): boolean;
    PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  };
  w.history.pushState({ usr: null, key: 'e2e', idx: 2 }, '', path);
  w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
}

/** True once every <img> on the page has finished loading (screenshots wait for the logo). */
export function imagesLoaded(): boolean {
  const doc = (globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } })
    .document;
  return Array.from(doc.images).every((image) => image.complete);
}

/** Starts a GET of `path` without waiting for its answer (the marker of `requestsSent`). */
export function sendMarker(path: string): void {
  void (globalThis as unknown as { fetch(url: string): Promise<unknown> })
    .fetch(path)
    .catch(() => undefined);
}

/**
 * Resolves once the timers the page had already queued have run. dnd-kit's keyboard sensor starts
 * listening for arrow keys in a setTimeout(0) after the pick-up: an arrow pressed before it runs
 * is lost.
 */
export function afterQueuedTimers(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
