import { AuditTrailSchema, type AuditFilter, type AuditTrail } from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

function query(filter: AuditFilter, format?: 'csv'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (format) params.set('format', format);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fetchSchoolTrail(filter: AuditFilter): Promise<AuditTrail> {
  return apiRequest(`/admin/audit${query(filter)}`, AuditTrailSchema);
}

export async function downloadSchoolTrailCsv(filter: AuditFilter): Promise<void> {
  saveBlob(await apiBlob(`/admin/audit${query(filter, 'csv')}`), 'audit-trail.csv');
}

export function fetchHomeworkTrail(homeworkId: number): Promise<AuditTrail> {
  return apiRequest(`/teacher/homeworks/${homeworkId}/audit`, AuditTrailSchema);
}
