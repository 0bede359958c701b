import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@essay/contracts';
import en from '../../locales/en-us.json';
import zh from '../../locales/zh-tw.json';
import { auditDetailText } from './audit-detail.ts';

async function translator(lng: 'en-us' | 'zh-tw') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    lowerCaseLng: true,
    resources: { 'en-us': { translation: en }, 'zh-tw': { translation: zh } },
    interpolation: { escapeValue: false },
  });
  return {
    t: (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {}),
    exists: (key: string) => i18n.exists(key, { fallbackLng: [] }),
  };
}

/** Details as the two services record them (see each `recordEvent` call). */
const RECORDED: Pick<AuditEvent, 'action' | 'detail'>[] = [
  { action: 'report.read', detail: { format: 'pdf', pseudonymous: true } },
  { action: 'report.read', detail: { format: 'student' } },
  { action: 'report.read', detail: { via: 'reread' } },
  { action: 'level.change', detail: { level: 5, from: 3, by: 'relevel' } },
  { action: 'level.change', detail: { level: null } },
  { action: 'correction.change', detail: { change: 'reject', index: 2 } },
  { action: 'release.change', detail: { released: false } },
  { action: 'settings.change', detail: { retention_years: 3 } },
  {
    action: 'retention.delete',
    detail: { essays: 4, files: 2, expired_at: '2026-11-21T12:37:05.000Z' },
  },
  { action: 'student.erase', detail: { essays: 2, files: 2 } },
  { action: 'points.change', detail: { delta: -2, ledger_id: 17, service_type: 'essay_grade' } },
  { action: 'role.change', detail: { member_status: 'active', role: 21 } },
  { action: 'role.change', detail: { role: '23', from: 22 } },
  { action: 'class.change', detail: { change: 'move_student', from_class_id: 4 } },
  { action: 'class.change', detail: { change: 'join' } },
  { action: 'essay.delete', detail: { status: 'graded', files: 1, corrections: 2 } },
];

const LATIN = /[A-Za-z]/;
const HAN = /[\u3400-\u9fff]/;

describe('the audit trail’s details in the reader’s language (issue 41)', () => {
  it('zh-tw has no English word and en-us no Chinese one, for every detail recorded', async () => {
    const zhT = await translator('zh-tw');
    const enT = await translator('en-us');
    for (const event of RECORDED) {
      const zhText = auditDetailText(event, zhT.t, zhT.exists);
      const enText = auditDetailText(event, enT.t, enT.exists);
      // PDF is the word zh-tw uses too
      expect(zhText.replaceAll('PDF', ''), JSON.stringify(event)).not.toMatch(LATIN);
      expect(enText, JSON.stringify(event)).not.toMatch(HAN);
      expect(zhText.length).toBeGreaterThan(0);
      // every field is there, numbers as they are (a role code is a role's name)
      expect(zhText.split('；')).toHaveLength(Object.keys(event.detail).length);
      for (const value of Object.values(event.detail))
        if (typeof value === 'number' && event.action !== 'role.change')
          expect(zhText).toContain(String(value));
    }
    expect(
      auditDetailText({ action: 'role.change', detail: { role: 23, from: 22 } }, zhT.t, zhT.exists),
    ).toBe('身分：管理員；原本：教師');
    expect(
      auditDetailText({ action: 'level.change', detail: { level: 5, from: 3 } }, enT.t, enT.exists),
    ).toBe('Level: 5; Before: 3');
    expect(
      auditDetailText(
        { action: 'retention.delete', detail: { expired_at: '2026-11-21T12:37:05.000Z' } },
        zhT.t,
        zhT.exists,
      ),
    ).toBe('保存期限：2026/11/21 20:37');
  });

  it('a field or value the locale does not know is shown as stored, not dropped', async () => {
    const { t, exists } = await translator('zh-tw');
    expect(
      auditDetailText(
        { action: 'class.change', detail: { change: 'teleport', novel: 'x' } },
        t,
        exists,
      ),
    ).toBe('變更：teleport；novel：x');
  });
});
