import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sendMarker } from './in-page.ts';

/**
 * Resolves once Playwright has reported every request the page started before this call: the page
 * sends a marker request and the browser reports requests in the order they are sent. After a
 * timer has run (page.clock) or a button was pressed, "no request was made" can then be asserted
 * without waiting a fixed time.
 */
export async function requestsSent(page: Page): Promise<void> {
  const marker = `/e2e-marker/${randomUUID()}`;
  await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === marker),
    page.evaluate(sendMarker, marker),
  ]);
}
