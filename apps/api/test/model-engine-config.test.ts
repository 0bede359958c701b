import { describe, expect, it } from 'vitest';
import { buildReportView, type ReportDocument } from '@essay/contracts';
import { readApiConfig } from '../src/config.ts';
import { configuredEngines } from '../src/engines/configured-engines.ts';
import { engineSettings } from '../src/engines/engine-settings.ts';

describe('model engine configuration', () => {
  it('is off by default: built-in engine, tesseract, no model server', () => {
    const config = readApiConfig({});
    expect([config.graderEngine, config.ocrEngine, config.llm]).toEqual([
      'builtin',
      'tesseract',
      null,
    ]);
    expect(engineSettings(config)).toEqual({
      grader_engine: 'builtin',
      ocr_engine: 'tesseract',
      llm: null,
    });
  });

  it('refuses to start an engine without its server or model', () => {
    expect(() => readApiConfig({ GRADER_ENGINE: 'llm' })).toThrow(
      'need LLM_BASE_URL and LLM_MODEL',
    );
    expect(() =>
      readApiConfig({
        OCR_ENGINE: 'llm-vision',
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
        LLM_MODEL: 'm',
      }),
    ).toThrow('need LLM_VISION_MODEL');
    expect(() => readApiConfig({ GRADER_ENGINE: 'gpt' })).toThrow();
  });

  it('shows the server without its key or any password in the address', () => {
    const config = readApiConfig({
      GRADER_ENGINE: 'llm',
      LLM_BASE_URL: 'https://user:pass@llm.school.example/v1?api-key=sk-in-url',
      LLM_MODEL: 'qwen',
      LLM_API_KEY: 'sk-abc',
    });
    const shown = engineSettings(config);
    expect(shown.llm).toMatchObject({
      base_url: 'https://llm.school.example/v1',
      model: 'qwen',
      api_key_set: true,
      concurrency: 2,
      timeout_s: 60,
    });
    expect(JSON.stringify(shown)).not.toMatch(/sk-abc|sk-in-url|pass/);
  });
});

describe('the privacy page names where essays go', () => {
  it('lists the built-in engines on this server, and a model server by its host only', () => {
    expect(configuredEngines(readApiConfig({}))).toEqual([
      { role: 'grader', name: 'builtin', where: 'this_server', host: '' },
      { role: 'ocr', name: 'tesseract', where: 'this_server', host: '' },
    ]);
    const config = readApiConfig({
      OCR_ENGINE: 'llm-vision',
      LLM_BASE_URL: 'https://user:pass@llm.school.example:8443/v1?key=sk',
      LLM_MODEL: 'm',
      LLM_VISION_MODEL: 'v',
    });
    expect(configuredEngines(config)).toEqual([
      { role: 'grader', name: 'builtin', where: 'this_server', host: '' },
      { role: 'ocr', name: 'llm-vision', where: 'external', host: 'llm.school.example:8443' },
    ]);
  });
});

describe('the report says which engine corrected', () => {
  const doc = (engine: Record<string, unknown>) =>
    ({
      report: {
        schemaVersion: 1,
        lang: 'zh',
        rubric: 'cap-writing',
        level: 4,
        levelLabel: '4級分',
        fullScore: 6,
        zeroGate: null,
        dimensions: [],
        deductions: [],
        corrections: [],
        paragraphComments: [],
        strengths: [],
        nextSteps: [],
        overallComment: { 'zh-tw': '', en: '' },
        wordCount: 100,
        engine,
        confidence: 0.5,
      },
      article: {
        id: 1,
        homework_id: 1,
        grading_count: 1,
        title: 't',
        student_name: 's',
        graded_at: null,
        school_name: 'x',
        status: 'graded',
        teacher_override: null,
        teacher_suggestion: '',
        review_reasons: [],
      },
      graded_text: '',
    }) as unknown as ReportDocument;
  const staff = (engine: Record<string, unknown>, locale: 'en-us' | 'zh-tw') =>
    buildReportView(doc(engine), locale).meta.find((m) => m.key === 'staff')!.value;

  it('names the model, or says the model could not be used', () => {
    expect(staff({ name: 'builtin', version: '1' }, 'en-us')).toBe('Automatic (built-in engine)');
    expect(staff({ name: 'llm', version: 'qwen2.5' }, 'en-us')).toBe(
      'Automatic (language model qwen2.5 with the built-in engine)',
    );
    expect(staff({ name: 'llm', version: 'qwen2.5' }, 'zh-tw')).toBe(
      '自動批改（語言模型 qwen2.5 與內建模型）',
    );
    const fellBack = {
      name: 'builtin',
      version: '1',
      fallback: { from: 'llm', reason: 'The model server failed (500)' },
    };
    expect(staff(fellBack, 'en-us')).toBe(
      'Automatic (built-in engine: the language model could not be used for this essay)',
    );
    expect(staff(fellBack, 'zh-tw')).toBe('自動批改（內建模型：這篇作文無法使用語言模型）');
  });
});
