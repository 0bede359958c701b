import { describe, expect, it } from 'vitest';
import enUs from './en-us.json' with { type: 'json' };
import zhTw from './zh-tw.json' with { type: 'json' };

/** Flattens nested locale objects to dotted keys with their string values. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** i18next plural forms (key_one, key_other…) count as one key: each language has its own forms. */
function withoutPluralForms(tree: Map<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of tree) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (base === key || !out.has(base)) out.set(base, value);
  }
  return out;
}

describe('locale files', () => {
  const en = withoutPluralForms(flatten(enUs));
  const zh = withoutPluralForms(flatten(zhTw));

  it('have the same keys', () => {
    const onlyEn = [...en.keys()].filter((k) => !zh.has(k));
    const onlyZh = [...zh.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyZh }).toEqual({ onlyEn: [], onlyZh: [] });
  });

  it('hold non-empty strings with the same placeholders', () => {
    for (const [key, value] of en) {
      expect(typeof value, key).toBe('string');
      expect(String(value).length, key).toBeGreaterThan(0);
      expect(placeholders(zh.get(key)), key).toEqual(placeholders(value));
    }
  });
});

describe('server message translations', () => {
  it('en-us repeats the account service text word for word', async () => {
    const { SERVER_MESSAGE_KEYS } = await import('../lib/http/server-messages.ts');
    const en = flatten(enUs);
    for (const [message, key] of Object.entries(SERVER_MESSAGE_KEYS))
      expect(en.get(key)).toBe(message);
  });

  it('zh-tw words every school message, e.g. a waiting student joining a class (issue 29)', async () => {
    const { SCHOOL_MESSAGES } = await import('@essay/contracts');
    const { serverMessageKey } = await import('../lib/http/server-messages.ts');
    const zh = flatten(zhTw);
    for (const message of Object.values(SCHOOL_MESSAGES)) {
      const key = serverMessageKey(message);
      expect(key, message).toBeDefined();
      expect(zh.get(key!), message).toMatch(/\p{Script=Han}/u);
    }
  });
});
