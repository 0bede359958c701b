import { describe, expect, it } from 'vitest';
import { correct, decideEssay, decideLang, topicRelevance } from '../src/index.ts';
import { classTopicUnits, topicTokens } from '../src/topic.ts';
import { fixture } from './helpers.ts';

/** A task about humour, a funny story that never names it, and five classmates' funny stories. */
const humourClass = (): {
  task: { name: string; instructions: string };
  essay: string;
  classmates: string[];
} => JSON.parse(fixture('en-humour-class.json')) as ReturnType<typeof humourClass>;

const zhTask = {
  name: '我的夢想',
  instructions: '請以「我的夢想」為題，寫一篇文章，說明你的夢想以及如何實現。',
};
const enTask = {
  name: 'Censorship in libraries',
  instructions:
    'Write a persuasive essay for a newspaper on censorship in libraries: should books, music, movies or magazines found offensive be removed from the shelves?',
};
const offTopicEn = fixture('en-trip.txt');

describe('the language is decided once, from the essay (the task breaks a tie)', () => {
  it('a short English essay under a Chinese task is English, and is graded as English', async () => {
    const short =
      'My dream is to become a doctor because I want to help sick people in my village every day.';
    expect(decideLang(short, `${zhTask.name}\n${zhTask.instructions}`)).toBe('en');
    const r = await correct({ text: short }, zhTask, 'gsat-english');
    expect(r.lang).toBe('en');
  });
  it('a Chinese essay quoting English words is Chinese; English quoting hanzi is English', () => {
    expect(
      decideLang(
        '我最喜歡的英文單字是 dream，因為它讓我想到未來，也讓我每天努力讀書、認真生活。',
        'Write in English.',
      ),
    ).toBe('zh');
    expect(
      decideLang(
        'In Taiwan people say 加油 to cheer each other on before exams, games and long journeys.',
        '請寫中文',
      ),
    ).toBe('en');
  });
  it('the task decides only a tie: no letters, or as much of each script', () => {
    expect(decideLang('123 456 !!!', '請以我的夢想為題')).toBe('zh');
    expect(decideLang('123 456 !!!', 'Write about your dream')).toBe('en');
    expect(decideLang('夢想 dream', '請以我的夢想為題')).toBe('zh');
    expect(decideLang('夢想 dream', 'Write about your dream')).toBe('en');
  });
  it('decideEssay and correct() agree on the language', async () => {
    const text = fixture('zh-trad-dream.txt');
    const d = decideEssay({ text }, enTask);
    expect(d.lang).toBe('zh');
    expect((await correct({ text }, enTask, 'cap-writing')).lang).toBe(d.lang);
  });
});

describe('topic is decided once, before pricing, with the grading inputs', () => {
  it('an essay answering another task is suspected off-topic with its measured evidence, keeping its level; the same essay under its own task is not', async () => {
    const d = decideEssay({ text: offTopicEn }, enTask);
    expect(d.gate).toBeNull();
    expect(d.offTopic).not.toBeNull();
    const r = await correct({ text: offTopicEn }, enTask, 'gsat-english');
    expect(r.level).toBeGreaterThan(0);
    expect(r.zeroGate).toBeNull();
    expect(r.offTopicSuspect).toEqual(d.offTopic);
    expect(r.offTopicSuspect?.evidence.en).toContain(`${r.offTopicSuspect?.score.toFixed(2)}`);
    const own = {
      name: 'A memorable trip',
      instructions:
        'Write about a memorable trip you took with your family and what you learned from it.',
    };
    expect(decideEssay({ text: offTopicEn }, own).offTopic).toBeNull();
  });
  it('the wording of instructions is not topic: an essay sharing only it with the task scores as unrelated', () => {
    // Instruction words (tell, true, story, time, based, relevant, specific, information …) say
    // what to write, not what about; a story about laughter shares them with a patience task.
    const patience = {
      name: '',
      instructions:
        'Write about patience. Tell a true story about a time when someone you know was patient. Support your answer with relevant and specific information based on the following paragraph.',
    };
    const story =
      'I want to tell a true story about a time when my friend and I could not stop laughing. Someone I know told a joke at lunch, and the whole table laughed until we cried. Laughter brought us closer, and I still smile when I remember that day. That is the story of how a joke made us better friends.';
    expect(topicTokens(patience.instructions, 'en')).toEqual(['patie', 'patie']);
    expect(topicRelevance(story, 'en', patience).score).toBe(0);
    // Two topic stems are too few to zero an essay by: low relevance, but no off-topic gate.
    expect(topicRelevance(story, 'en', patience).offTopic).toBe(false);
    expect(decideEssay({ text: story }, patience).offTopic).toBeNull();
  });
  it('model essays count: an essay close to them is on topic even when the task says little', () => {
    const task = { name: 'Essay 3', instructions: '' };
    expect(topicRelevance(offTopicEn, 'en', task).offTopic).toBe(false); // nothing to judge by
    expect(topicRelevance(offTopicEn, 'en', task, { modelEssays: [offTopicEn] }).rel).toBe(1);
  });
  it('content falls in proportion to relevance (a partly related essay keeps a lower content score)', async () => {
    const text = fixture('en-trip.txt');
    const own = {
      name: 'A memorable trip',
      instructions:
        'Write about a memorable trip you took with your family and what you learned from it.',
    };
    const vague = {
      name: 'Summer holiday plans',
      instructions: 'Describe your plans for the coming summer holiday and explain why.',
    };
    const a = await correct({ text }, own, 'gsat-english');
    const b = await correct({ text }, vague, 'gsat-english');
    const content = (r: typeof a): number => r.dimensions.find((d) => d.key === 'content')!.score;
    expect(topicRelevance(text, 'en', vague).rel).toBeLessThan(topicRelevance(text, 'en', own).rel);
    expect(content(b)).toBeLessThanOrEqual(content(a));
  });

  describe("classmates' essays: the topic the class shares counts as the homework's", () => {
    const { task: humour, essay: prank, classmates: peers } = humourClass();
    it('a funny story that never uses the task words is not off-topic when its classmates wrote the same', () => {
      expect(decideEssay({ text: prank }, humour).offTopic).not.toBeNull();
      expect(classTopicUnits(peers, 'en')).toEqual(new Set(['prank', 'funny', 'joke']));
      const d = decideEssay({ text: prank }, humour, { peerEssays: peers });
      expect(d.offTopic).toBeNull();
      expect(d.relevance.rel).toBe(1);
    });
    it('an essay on another topic stays off-topic among classmates who answered the task', () => {
      expect(decideEssay({ text: offTopicEn }, humour, { peerEssays: peers }).offTopic).not.toBe(
        null,
      );
    });
    it('fewer than five classmates say nothing, and classmates never make a vague task strict', () => {
      expect(classTopicUnits(peers.slice(0, 4), 'en').size).toBe(0);
      const vague = { name: 'Essay 3', instructions: '' };
      expect(decideEssay({ text: offTopicEn }, vague, { peerEssays: peers }).offTopic).toBeNull();
    });
  });
});
