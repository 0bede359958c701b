import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from '../src/modules/pages/redirect-target.ts';

// Each of these either names another origin or scheme once a browser resolves it, or is not a
// route of the SPA: all must fall back to /main.
const HOSTILE: readonly unknown[] = [
  '/\t/evil.example/steal',
  '/%09/evil.example/steal',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/main\r\nSet-Cookie: a=b',
  '/main\r\nLocation: http://evil.example',
  '//evil.example',
  '//evil.example/main',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  'http://evil.example/main',
  'https://evil.example',
  'HTTP://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'main',
  'evil.example',
  '/main/../../evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u2028/evil.example',
  '/mainx',
  '/main/extra',
  '/api/teacher/homeworks',
  '/account/login',
  '/login',
  '/aipaper/1',
  '/aipaper/1/../../evil',
  '/assignment/edit/abc',
  '/assignment/edit/0',
  '/assignment-status/1%2F..%2F..',
  '/aicheck/99999999999999999999',
  '',
  '/',
  `/main${'a'.repeat(600)}`,
  undefined,
  null,
  42,
  ['/main', '//evil.example'],
  { toString: () => '//evil.example' },
];

describe('sign-in redirect targets', () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(safeRedirect(value)).toBe(DEFAULT_REDIRECT);
    },
  );

  it('has at least 25 hostile cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ['/main', '/main'],
    ['/profile', '/profile'],
    ['/point', '/point'],
    ['/assignment/create', '/assignment/create'],
    ['/assignment/edit/12', '/assignment/edit/12'],
    ['/aipaper/3/45', '/aipaper/3/45'],
    ['/assignment-status/7', '/assignment-status/7'],
    // The parsed URL's own path is kept: query and fragment are dropped, dot segments resolved.
    ['/profile?x=1#top', '/profile'],
    ['/main/../profile', '/profile'],
  ])('keeps the SPA route %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('never answers something that resolves to another origin', () => {
    for (const value of HOSTILE) {
      const target = new URL(safeRedirect(value), 'http://app.example');
      expect(target.origin).toBe('http://app.example');
    }
  });
});
