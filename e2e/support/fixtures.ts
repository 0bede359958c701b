import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createAccount, DEMO_PASSWORD, login, type Account, type SelfRole } from './account-api.ts';
import { translator, type Lang, type Translate } from './i18n.ts';
import { imagesLoaded, setStorageItem } from './in-page.ts';
import { SCREENSHOT_DIR } from './paths.ts';

export type AnyRole = SelfRole | 'admin';

interface Fixtures {
  lang: Lang;
  t: Translate;
  /** Signs a fresh user of that role in (admin: the seeded demo-admin) and opens /main. */
  loginAs: (role: AnyRole) => Promise<Account>;
  /** Fails on serious or critical axe-core violations of the current page (or of `on`). */
  checkA11y: (label: string, on?: Page) => Promise<void>;
  /** Writes artifacts/screenshots/<name>-<lang>.png. */
  snapshot: (name: string) => Promise<void>;
}

/**
 * Stores a token as the SPA would, from a page of the same origin that runs no app code: on the
 * landing page, a banner rendering late would read the new token and, were it refused, clear it
 * again while the test had already moved on.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate(setStorageItem, ['token', token] as [string, string]);
}

/**
 * Signs the page in with a token got through the API and opens /main. Tokens never travel in
 * the address (the sign-in pages send a one-time code); a test stores the token as the SPA would.
 */
export async function openMainWithToken(page: Page, token: string): Promise<void> {
  await storeToken(page, token);
  await page.goto('/main');
  await expect(page.locator('h1.welcome')).toBeVisible();
}

export const test = base.extend<Fixtures>({
  // Playwright reads the fixture's dependencies from this destructuring: it must stay an object pattern.
  // eslint-disable-next-line no-empty-pattern
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'zh-tw' ? 'zh-tw' : 'en-us');
  },
  t: async ({ lang }, use) => {
    await use(translator(lang));
  },
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const account =
        role === 'admin'
          ? {
              username: 'demo-admin',
              password: DEMO_PASSWORD,
              email: '',
              nickname: 'Demo Admin',
              token: await login('demo-admin', DEMO_PASSWORD),
            }
          : await createAccount({ role });
      await openMainWithToken(page, account.token);
      return account;
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(async (label, on = page) => {
      // Check the settled page: a toast fading in or out is half transparent, which axe reads as
      // low contrast. Settled is no finite animation for 300 ms: a toast's exit starts a render
      // after its progress bar ends, so the instant between the two is not yet settled.
      await on.evaluate(() => delete (window as { quietSince?: number }).quietSince);
      await on.waitForFunction(
        () => {
          const w = window as { quietSince?: number };
          const moving = document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            );
          if (moving) delete w.quietSince;
          else w.quietSince ??= performance.now();
          return w.quietSince !== undefined && performance.now() - w.quietSince >= 300;
        },
        undefined,
        { polling: 50 },
      );
      // Colour contrast stays on explicitly (issue 29: red-on-red buttons in an open dialog).
      const results = await new AxeBuilder({ page: on })
        .options({ rules: { 'color-contrast': { enabled: true } } })
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(blocking, `axe violations on ${label}`).toEqual([]);
    });
  },
  snapshot: async ({ page, lang }, use) => {
    await use(async (name) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.waitForFunction(imagesLoaded);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${lang}.png`),
        fullPage: true,
      });
    });
  },
});

export { expect };

/**
 * The route is reachable for the signed-in role: a page heading that is not Page404's. Used for
 * routes whose placeholder pages later issues replace, so the check survives the real pages.
 */
export async function expectReachable(page: Page, t: Translate): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(t('notFound.title'));
}
