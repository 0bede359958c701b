import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const locale = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'web/src/locales', `${name}.json`), 'utf8')) as {
    audit: { detailFields: Record<string, string> };
  };

describe('the audit trail’s detail fields (issue 41)', () => {
  it('every field either service writes has words in both of the web app’s locales', () => {
    const sources = ['api', 'account'].flatMap((app) =>
      (readdirSync(path.join(ROOT, app, 'src'), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => readFileSync(path.join(ROOT, app, 'src', f), 'utf8')),
    );
    const fields = new Set<string>();
    for (const text of sources)
      for (const [, body] of text.matchAll(/\bdetail: \{([^{}]*)\}/g))
        for (const [, key] of body!.matchAll(/(?:^|,)\s*([a-z_]+)\s*(?=[:,]|$)/g)) fields.add(key!);
    expect(fields.size).toBeGreaterThan(10);
    for (const name of ['en-us', 'zh-tw'])
      for (const field of fields)
        expect(locale(name).audit.detailFields, `${name}: ${field}`).toHaveProperty(field);
  });
});
