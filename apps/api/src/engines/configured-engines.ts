import type { ConfiguredEngine } from '@essay/contracts';
import type { ApiConfig } from '../config.ts';

/**
 * The engines essays are sent to in this deployment, for the privacy page (issue 18). Today both
 * run on this server: the built-in grader and tesseract OCR. An engine configured to run
 * elsewhere (an LLM endpoint, issue 14) belongs here with `where: 'external'` and its host.
 */
export function configuredEngines(config: ApiConfig): ConfiguredEngine[] {
  return [
    { role: 'grader', name: config.graderEngine, where: 'this_server', host: '' },
    { role: 'ocr', name: 'tesseract', where: 'this_server', host: '' },
  ];
}
