import type { EngineSettings } from '@essay/contracts';
import type { ApiConfig } from '../config.ts';

/** The server address without any user:password part or query (some providers take a key there). */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    u.search = '';
    u.hash = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '';
  }
}

/**
 * The engines as anyone outside the server may see them (the admin settings page; a privacy page
 * listing where essays go): engines, the model server's address without credentials, models,
 * limits, prices, and whether a key is set — never the key.
 */
export function engineSettings(config: ApiConfig): EngineSettings {
  const llm = config.llm;
  return {
    grader_engine: config.graderEngine,
    ocr_engine: config.ocrEngine,
    llm: llm && {
      base_url: shownUrl(llm.baseUrl),
      model: llm.model ?? null,
      vision_model: llm.visionModel ?? null,
      api_key_set: Boolean(llm.apiKey),
      concurrency: llm.concurrency,
      timeout_s: llm.timeoutMs / 1000,
      price_input_per_1k: llm.prices.inputPer1k,
      price_output_per_1k: llm.prices.outputPer1k,
    },
  };
}
