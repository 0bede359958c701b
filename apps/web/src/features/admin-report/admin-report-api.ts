import {
  SchoolStorageSchema,
  UsageReportSchema,
  type SchoolStorage,
  type UsageReport,
} from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

function query(range: DateRange, format?: 'csv'): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (format) params.set('format', format);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fetchUsage(range: DateRange): Promise<UsageReport> {
  return apiRequest(`/admin/usage${query(range)}`, UsageReportSchema);
}

/** Downloads the same report as CSV under the server's file name. */
export async function downloadUsageCsv(range: DateRange, fileName: string): Promise<void> {
  saveBlob(await apiBlob(`/admin/usage${query(range, 'csv')}`), fileName);
}

/** What the school keeps in the file store (homework files and avatars). */
export function fetchStorage(): Promise<SchoolStorage> {
  return apiRequest('/admin/storage', SchoolStorageSchema);
}
