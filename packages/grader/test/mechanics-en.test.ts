import { beforeAll, describe, expect, it } from 'vitest';
import { CorrectionSchema, type Correction } from '@essay/contracts';
import { findCorrections, initMechanics } from '../src/mechanics/index.ts';

beforeAll(async () => {
  await initMechanics();
}, 120_000);

function expectValidSpans(text: string, corrections: Correction[]): void {
  for (const c of corrections) {
    CorrectionSchema.parse(c);
    expect(c.span.end).toBeGreaterThanOrEqual(c.span.start);
    expect(text.slice(c.span.start, c.span.end)).toBe(c.original);
    expect(c.reason['zh-tw']).not.toBe('');
    expect(c.reason.en).not.toBe('');
  }
  const sorted = [...corrections].sort((a, b) => a.span.start - b.span.start);
  sorted
    .slice(1)
    .forEach((c, i) => expect(c.span.start).toBeGreaterThanOrEqual(sorted[i]!.span.end));
}

async function check(text: string): Promise<Correction[]> {
  const corrections = await findCorrections(text, 'en');
  expectValidSpans(text, corrections);
  return corrections;
}

/** [original, suggestion] pairs found in `text`. */
async function fixes(text: string): Promise<string[]> {
  return (await check(text)).map((c) => `${c.original}->${c.suggestion}`);
}

describe('English mechanics', () => {
  it('keeps spans exact on whole essays, including emoji and line breaks', async () => {
    const essays = [
      'My Summer Vacation\nLast summer i go to Kenting with my family .  We swimmed in the sea and eat a ice cream.\nIt was the most happiest day 😀 of my life, my mother have a camera and take many photo.',
      'Some people thinks that students should wear uniforms. In my opinion , uniforms is not neccessary because they dont help students learn.\n\nHowever, I can understands why schools like them.',
      'Technology has changed our lives. Nowadays, almost everyone have a smartphone, and people spends hours on social media every day.',
    ];
    for (const essay of essays) expect((await check(essay)).length).toBeGreaterThan(0);
  });

  it('fixes tense after a past-time marker, and leaves past tense alone', async () => {
    expect(await fixes('Yesterday I go to school with my friend.')).toContain('go->went');
    expect(await fixes('Two years ago, we visit Tainan.')).toContain('visit->visited');
    expect(await fixes('Yesterday I went to school with my friend.')).toEqual([]);
  });

  it('fixes agreement after noun and indefinite subjects', async () => {
    expect(await fixes('My mother have two cars.')).toContain('have->has');
    expect(await fixes('Everyone have a dream.')).toContain('have->has');
    expect(await fixes('My mother has two cars.')).toEqual([]);
    expect(await fixes('I saw my mother cook dinner.')).toEqual([]);
  });

  it('fixes plural subjects with is/was and "there is many"', async () => {
    expect(await fixes('People is friendly here.')).toContain('is->are');
    expect(await fixes('There is many people in the park.')).toContain('is->are');
    expect(await fixes('People are friendly here.')).toEqual([]);
    expect(await fixes('There is a lot of water in the lake.')).toEqual([]);
  });

  it('fixes modal + -s, "am agree" and "very like"', async () => {
    expect(await fixes('He can sings very well.')).toContain('sings->sing');
    expect(await fixes("He doesn't likes it.")).toContain('likes->like');
    expect(await fixes('I am agree with you.')).toContain('am agree->agree');
    expect(await fixes('I very like it.')).toContain('very->really');
    expect(await fixes('He can sing very well, and I agree with you.')).toEqual([]);
  });

  it('fixes a/an by sound', async () => {
    const found = await fixes('I have a apple and an banana. It is a honor.');
    expect(found).toEqual(expect.arrayContaining(['a->an', 'an->a']));
    expect(await fixes('I have an apple, a banana and a university friend for an hour.')).toEqual(
      [],
    );
  });

  it('flags spacing and capitalisation basics', async () => {
    const found = await fixes('this is good.  It is fine , really.');
    expect(found).toEqual(expect.arrayContaining(['t->T', '  -> ', ' ->']));
    expect(await fixes('This is good. It is fine, really.')).toEqual([]);
  });

  it('reports Harper spelling errors with a suggestion', async () => {
    const found = await check('I recieved a leter from my freind.');
    expect(found.filter((c) => c.kind === 'spelling').map((c) => c.original)).toEqual(
      expect.arrayContaining(['recieved', 'freind']),
    );
    expect(await fixes('I received a letter from my friend.')).toEqual([]);
  });
});
