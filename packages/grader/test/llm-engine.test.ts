import { afterEach, describe, expect, it } from 'vitest';
import { createChatClient, ReportSchema } from '@essay/contracts';
import { correct } from '../src/correct.ts';
import { correctWithModel } from '../src/llm/correct-with-model.ts';
import {
  answer,
  startChatServer,
  type ChatServer,
  type Reply,
} from '../../contracts/test/chat-server.ts';

/** Written for this test (not from any data set). */
const ESSAY = [
  '　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水和外套，因為山上的天氣變化很快。',
  '　　清晨五點，我們從登山口出發。走了一個多小時後，坡度越來越陡，我的雙腿開始發酸。我好幾次想放棄，但是看到媽媽穩穩地走著，我就告訴自己：「再走一步就好。」',
  '　　終於，我們登上了山頂。雲海在腳下翻滾，遠方的山峰像一座座小島。那一刻，我明白了堅持的意義，也更珍惜和家人在一起的時光。',
].join('\n');
const HOMEWORK = {
  name: '一次爬山的經驗',
  instructions: '請以「一次爬山的經驗」為題，寫一篇文章，描述爬山的經過與感受。',
};
const MODEL_ESSAY =
  '那年秋天，我和同學去爬玉山。山路又長又陡，我們互相鼓勵，終於在日出前登上山頂，看見金色的雲海。';
const SCORED = { text: '我去爬山。山很高，我很累。最後我爬到山頂，很開心。', level: 2 };

const bi = (zh: string, en = 'en') => ({ 'zh-tw': zh, en });
function modelAnswer(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    level: 5,
    dimensions: [
      { key: 'content', score: 5, comment: bi('材料具體。'), evidence: ['雲海在腳下翻滾'] },
      { key: 'organisation', score: 5, comment: bi('結構完整。'), evidence: [] },
      {
        key: 'language',
        score: 4,
        comment: bi('文句通順。'),
        evidence: ['遠方的山峰像一座座小島'],
      },
      { key: 'mechanics', score: 5, comment: bi('少有錯字。'), evidence: [] },
    ],
    corrections: [
      {
        original: '我的雙腿開始發酸',
        suggestion: '我的雙腿漸漸發酸',
        kind: 'word_choice',
        reason: bi('用「漸漸」寫出變化。'),
      },
      { original: '清晨五點', suggestion: '清晨五時', kind: 'typo', reason: bi('模型的錯字判斷') },
    ],
    paragraphComments: [{ paragraph: 2, comment: bi('過程寫得具體。') }],
    strengths: [{ text: bi('比喻生動。'), quote: '遠方的山峰像一座座小島' }],
    nextSteps: [{ text: bi('多寫一點心情的轉折。'), quote: null }],
    overallComment: bi('一篇完整的記敘文。'),
    ...overrides,
  });
}

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(
  reply: (n: number, body: Record<string, any>) => Reply,
  essay = ESSAY,
  timeoutMs = 5000,
  privateNames: string[] = [],
) {
  server = await startChatServer((r) => reply(r.n, r.body));
  const chat = createChatClient(
    { baseUrl: server.baseUrl, timeoutMs, maxAttempts: 3, concurrency: 1, backoffMs: 5 },
    { fetch: globalThis.fetch },
  );
  const result = await correctWithModel(
    { text: essay },
    HOMEWORK,
    'cap-writing',
    { modelEssays: [MODEL_ESSAY], teacherScored: [SCORED] },
    { model: 'test-model', chat, budgetMs: 60_000, privateNames },
  );
  ReportSchema.parse(result.report);
  return { ...result, requests: server.requests };
}

const at = (span: { start: number; end: number } | null) =>
  span ? ESSAY.slice(span.start, span.end) : null;

describe('correction engine llm', () => {
  it('marks a model correction on a span the OCR doubted as a possible reading error, as the built-in engine does', async () => {
    server = await startChatServer(() => answer(modelAnswer()));
    const chat = createChatClient(
      { baseUrl: server.baseUrl, timeoutMs: 5000, maxAttempts: 1, concurrency: 1, backoffMs: 5 },
      { fetch: globalThis.fetch },
    );
    const doubted = ESSAY.indexOf('發酸');
    const uncertain = [{ start: doubted, end: doubted + 2 }];
    const r = await correctWithModel(
      { text: ESSAY },
      HOMEWORK,
      'cap-writing',
      { modelEssays: [MODEL_ESSAY], teacherScored: [SCORED], uncertain },
      { model: 'test-model', chat, budgetMs: 60_000 },
    );
    expect(r.report.engine.name).toBe('llm');
    const model = r.report.corrections.find((c) => c.original === '我的雙腿開始發酸');
    expect(model).toMatchObject({ kind: 'word_choice', ocrSuspect: true });
    const plain = await correctWithModel(
      { text: ESSAY },
      HOMEWORK,
      'cap-writing',
      { modelEssays: [MODEL_ESSAY], teacherScored: [SCORED] },
      { model: 'test-model', chat, budgetMs: 60_000 },
    );
    expect(
      plain.report.corrections.find((c) => c.original === '我的雙腿開始發酸')?.ocrSuspect,
    ).toBeUndefined();
  });

  it('sends rubric, task, anchors, calibration, numbered paragraphs and the built-in findings; uses a good answer', async () => {
    const builtin = await correct({ text: ESSAY }, HOMEWORK, 'cap-writing', {
      modelEssays: [MODEL_ESSAY],
      teacherScored: [SCORED],
    });
    const r = await run(() =>
      answer(modelAnswer(), { prompt_tokens: 3000, completion_tokens: 800 }),
    );
    expect(r.requests).toHaveLength(1);
    const body = r.requests[0]!.body;
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    const user = body.messages[1].content as string;
    for (const part of [
      '能依據題目或寫作任務，適切地統整、運用材料，並能進一步闡述說明以凸顯主旨。',
      HOMEWORK.instructions,
      '[1] 去年暑假',
      '[2] 清晨五點',
      '[3] 終於',
      MODEL_ESSAY,
      SCORED.text,
      'level 2 (2級分)',
      `Automatic level: ${builtin.level}`,
    ]) {
      expect(user).toContain(part);
    }
    expect(r.fallback).toBeNull();
    expect(r.usage).toEqual({ inputTokens: 3000, outputTokens: 800, calls: 1 });
    expect(r.report.engine).toEqual({ name: 'llm', version: 'test-model' });
    expect([r.report.level, r.report.levelLabel]).toEqual([5, '5級分']);
    const content = r.report.dimensions.find((d) => d.key === 'content')!;
    expect([content.score, content.grade, content.comment['zh-tw']]).toEqual([
      5,
      'above_average',
      '材料具體。',
    ]);
    expect(content.evidence.map((e) => at(e.span))).toEqual(['雲海在腳下翻滾']);
    expect(r.report.strengths.map((s) => at(s.span))).toEqual(['遠方的山峰像一座座小島']);
    expect(r.report.paragraphComments).toEqual([
      { paragraph: 1, span: expect.any(Object), comment: bi('過程寫得具體。') },
    ]);
    expect(at(r.report.paragraphComments[0]!.span)).toBe(ESSAY.split('\n')[1]!.trim());
    // the model's word choice is located and kept; its typo finding is not checked like the built-in one: dropped
    const modelFix = r.report.corrections.find((c) => c.suggestion === '我的雙腿漸漸發酸')!;
    expect(at(modelFix.span)).toBe('我的雙腿開始發酸');
    expect(r.report.corrections.some((c) => c.suggestion === '清晨五時')).toBe(false);
    for (const c of builtin.corrections) expect(r.report.corrections).toContainEqual(c);
    for (const c of r.report.corrections)
      expect(ESSAY.slice(c.span.start, c.span.end)).toBe(c.original);
    expect(r.report.overallComment['zh-tw']).toBe('一篇完整的記敘文。');
  });

  it('drops invented quotes: evidence, corrections and comments whose quote is not in the essay', async () => {
    const r = await run(() =>
      answer(
        modelAnswer({
          dimensions: [
            {
              key: 'content',
              score: 5,
              comment: bi('好。'),
              evidence: ['我們在山頂吃了泡麵', '「再走一步就好。」'],
            },
          ],
          corrections: [
            {
              original: '我們搭纜車上山',
              suggestion: '我們坐纜車上山',
              kind: 'grammar',
              reason: bi('虛構'),
            },
          ],
          strengths: [
            { text: bi('結尾有力。'), quote: '從此我愛上了登山' },
            { text: bi('對話生動。'), quote: '再走一步就好' },
          ],
        }),
      ),
    );
    expect(r.droppedQuotes).toBe(3);
    const content = r.report.dimensions.find((d) => d.key === 'content')!;
    expect(content.evidence.map((e) => e.quote)).toEqual(['「再走一步就好。」']);
    expect(r.report.corrections.some((c) => c.original === '我們搭纜車上山')).toBe(false);
    expect(r.report.strengths.map((s) => at(s.span))).toEqual(['再走一步就好']);
  });

  it('keeps the scale: a level above the rubric is clamped', async () => {
    const r = await run(() => answer(modelAnswer({ level: 9 })));
    expect([r.report.level, r.report.levelLabel]).toEqual([6, '6級分']);
  });

  it('repairs malformed JSON once', async () => {
    const r = await run((n) => answer(n === 1 ? '{"level": 5, "dimensions": [' : modelAnswer()));
    expect(r.requests).toHaveLength(2);
    const repair = r.requests[1]!.body.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"level": 5, "dimensions": [' });
    expect(repair.at(-1).content).toContain('cannot be used');
    expect([r.report.engine.name, r.usage.calls, r.fallback]).toEqual(['llm', 2, null]);
  });

  it('falls back to the built-in engine after a second bad answer, and the report says so', async () => {
    const r = await run(() => answer('{"level": "five"}'));
    expect(r.requests).toHaveLength(2);
    expect(r.report.engine.name).toBe('builtin');
    expect(r.report.engine.fallback).toEqual({
      from: 'llm',
      reason: expect.stringContaining('after one repair'),
    });
    expect(r.usage.calls).toBe(2);
  });

  it('works with a plain server: no JSON-schema format, the JSON wrapped in prose', async () => {
    const r = await run((_, body) =>
      body.response_format?.type === 'json_schema'
        ? { kind: 'status', status: 400, body: '{"error":"unknown response_format"}' }
        : answer(`Here is the marking:\n\`\`\`json\n${modelAnswer()}\n\`\`\``),
    );
    expect(r.requests.map((q) => q.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(r.report.engine.name).toBe('llm');
  });

  it('falls back after bounded retries of a failing server (5xx), and after timeouts', async () => {
    const failing = await run(() => ({ kind: 'status', status: 500 }));
    expect(failing.requests).toHaveLength(3);
    expect(failing.report.engine.fallback?.reason).toContain('(500)');
    expect(failing.usage).toEqual({ inputTokens: 0, outputTokens: 0, calls: 0 });
    await server!.close();
    server = undefined;
    const slow = await run(() => ({ kind: 'hang' }), ESSAY, 100);
    expect(slow.requests).toHaveLength(3);
    expect(slow.report.engine.fallback?.reason).toContain('did not answer');
  });

  it('never sends a private name, even one written at the top of the essay or in a calibration essay', async () => {
    const named = `姓名：林小華\n${ESSAY}`;
    const r = await run(() => answer(modelAnswer()), named, 5000, ['林小華', '陳大明', '']);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.raw).not.toContain('林小華');
    expect(r.requests[0]!.body.messages[1].content).toContain('姓名：○○○');
  });

  it('does not ask the model about a blank essay (the built-in gate decides)', async () => {
    const r = await run(() => answer(modelAnswer()), '   ');
    expect(r.requests).toHaveLength(0);
    expect(r.report.zeroGate?.gate).toBe('blank');
  });
});
