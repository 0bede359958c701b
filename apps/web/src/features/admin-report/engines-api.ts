import {
  EngineSettingsSchema,
  EngineUsageReportSchema,
  type EngineSettings,
  type EngineUsageReport,
} from '@essay/contracts';
import { apiRequest } from '../../lib/http/api-client.ts';

/** The correction and OCR engines in use, and their model server without the key (issue 14). */
export function fetchEngineSettings(): Promise<EngineSettings> {
  return apiRequest('/admin/engines', EngineSettingsSchema);
}

/** Tokens and cost of the model engines: the school's total, per homework, and OCR pages. */
export function fetchEngineUsage(): Promise<EngineUsageReport> {
  return apiRequest('/admin/engines/usage', EngineUsageReportSchema);
}
