import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, REPO_ROOT } from './paths.ts';

/** Helpers of the homework journeys (tests/homework*.spec.ts). */
const FIXTURES = path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures');

const MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  txt: 'text/plain',
};

/** A fixture handed to setInputFiles under another name (the same DOCX as two students'). */
export function fixtureAs(fixture: string, name: string) {
  const ext = name.split('.').pop() ?? '';
  return {
    name,
    mimeType: MIME[ext] ?? 'application/octet-stream',
    buffer: readFileSync(path.join(FIXTURES, fixture)),
  };
}

/** Pastes text into an input the way a clipboard paste does (a paste event with text/plain). */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * Drags with the mouse in small steps, as @dnd-kit's pointer sensor needs to see movement.
 * `settle: false` returns right at the drop, for a test of what happens within dnd-kit's guard.
 */
export async function dragTo(
  page: Page,
  source: Locator,
  target: Locator,
  { settle = true }: { settle?: boolean } = {},
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source not visible');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 8, startY + 8, { steps: 4 });
  const to = await target.boundingBox();
  if (!to) throw new Error('drop target not visible');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  if (settle) await dropSettled(page);
}

/**
 * After a drop, dnd-kit's pointer sensor keeps document listeners for one more 50 ms timer: they
 * swallow clicks and clear the text selection (so keys typed into a field are lost). A person is
 * never that fast; a test is. A 60 ms timer started now in the page expires after dnd-kit's, so
 * when it fires the listeners are gone — however late a busy machine runs the timers.
 */
export async function dropSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));
}

export interface CreatedHomework {
  id: number;
  name: string;
}

/** Creates a homework through the product API (set-up for pages that are not under test). */
export async function createHomeworkByApi(
  token: string,
  name: string,
  students: string[],
): Promise<CreatedHomework> {
  const now = Date.now();
  const response = await fetch(`${BASE_URL}/api/teacher/homeworks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      instructions: '',
      submission_method: 'teacher',
      submission_begin_at: new Date(now).toISOString(),
      submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
      assigned_classes: [],
      students,
      rubric: 'auto',
    }),
  });
  const body = (await response.json()) as { id?: number; error?: string };
  if (!response.ok || typeof body.id !== 'number')
    throw new Error(`homework creation failed: ${response.status} ${body.error ?? ''}`);
  return { id: body.id, name };
}
