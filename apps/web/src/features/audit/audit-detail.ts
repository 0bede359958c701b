import { formatDateTime, roleOfCode, type ArticleStatus, type AuditEvent } from '@essay/contracts';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;
/** Whether the locale has a key (i18next's `exists`). */
type Exists = (key: string) => boolean;

/** Detail fields that hold a role code (21, 22, 23): shown by the role's name. */
const ROLE_FIELDS = new Set(['role']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An audit row's details in the reader's language (issue 41): each field by its name in the
 * locale, each coded value (a change, a view, a status, a role) by its words; numbers and ids as
 * they are, times in the app's one form. A field or value the locale does not know yet (a newer
 * server's) is shown as stored rather than hidden.
 */
export function auditDetailText(
  event: Pick<AuditEvent, 'action' | 'detail'>,
  t: Translate,
  exists: Exists,
): string {
  const known = (key: string, fallback: string) => (exists(key) ? t(key) : fallback);
  const valueOf = (field: string, value: string | number | boolean | null): string => {
    if (value === null) return '—';
    if (typeof value === 'boolean')
      return t(value ? 'audit.detailValues.yes' : 'audit.detailValues.no');
    // `from` is a role on a role change, a level on a level change
    if (ROLE_FIELDS.has(field) || (field === 'from' && event.action === 'role.change')) {
      const role = roleOfCode(value);
      return role ? t(`audit.detailValues.role.${role}`) : String(value);
    }
    if (field === 'status' && typeof value === 'string' && value in ARTICLE_STATUS_KEYS)
      return t(ARTICLE_STATUS_KEYS[value as ArticleStatus]);
    if (typeof value === 'number') return String(value);
    if (ISO_TIME.test(value)) return formatDateTime(value);
    return known(`audit.detailValues.${field}.${value}`, value);
  };
  return Object.entries(event.detail)
    .map(([field, value]) =>
      t('audit.detailItem', {
        field: known(`audit.detailFields.${field}`, field),
        value: valueOf(field, value),
      }),
    )
    .join(t('audit.detailSeparator'));
}
