import type { ConfiguredEngine } from '@essay/contracts';
import type { ApiConfig } from '../config.ts';

/** The host of the model server (no credentials, path or query), as the privacy page names it. */
function modelHost(config: ApiConfig): string {
  try {
    return config.llm ? new URL(config.llm.baseUrl).host : '';
  } catch {
    return '';
  }
}

/**
 * The engines essays are sent to in this deployment, for the privacy page (issue 18): the built-in
 * grader and tesseract OCR run on this server; a model engine (issue 14) is reached at its host.
 */
export function configuredEngines(config: ApiConfig): ConfiguredEngine[] {
  const external = { where: 'external' as const, host: modelHost(config) };
  const here = { where: 'this_server' as const, host: '' };
  return [
    {
      role: 'grader',
      name: config.graderEngine,
      ...(config.graderEngine === 'llm' ? external : here),
    },
    {
      role: 'ocr',
      name: config.ocrEngine,
      ...(config.ocrEngine === 'llm-vision' ? external : here),
    },
  ];
}
