import { describe, expect, it } from 'vitest';
import { analyse } from '../src/text/analyse.ts';
import { argumentFeatures } from '../src/features/zh-argument.ts';

const argued = [
  '人生路上，信念是灯，照亮前行的方向。我认为，一个人只有坚守信念，才能走得更远。',
  '信念让人坚强。鲁迅弃医从文，在黑暗的年代里用笔唤醒沉睡的国民，他的文字至今仍然振聋发聩。',
  '信念让人执着。司马迁身受宫刑，忍辱负重，终于写成了被誉为史家之绝唱的《史记》。',
  '信念让人无畏。面对风雨，我们不退缩；面对挫折，我们不放弃；面对失败，我们不气馁。',
  '总之，坚守信念，人生才会精彩！',
].join('\n');

const story = [
  '那天放学后，我和妈妈一起去公园散步，公园里的花开得很好看，我们一边走一边聊天，聊了很多学校里发生的事情，妈妈听得很认真。',
  '后来天慢慢黑了，我们就回家了，爸爸已经做好了晚饭，我们一家人坐在一起吃饭，说说笑笑，那是我记得最清楚的一个晚上。',
].join('\n');

describe('Chinese argument-shape features', () => {
  it('counts short topic sentences opening body paragraphs, 排比 and named people', () => {
    const f = argumentFeatures(analyse(argued, 'zh'));
    expect(f).toMatchObject({
      topic_sent_n: 3,
      topic_sent_share: 1,
      body_first_len: 6,
      clause_parallel_n: 1,
      concl_short: 1,
      narrative_rate: 0,
    });
    expect(f.semicolon_sents).toBeGreaterThan(0);
    expect(f.names_distinct).toBeGreaterThanOrEqual(2);
  });

  it('sees a two-paragraph story as narrative with no body paragraphs', () => {
    const f = argumentFeatures(analyse(story, 'zh'));
    expect(f).toMatchObject({ topic_sent_n: 0, body_first_len: 0, para_count_mid: 0 });
    expect(f.narrative_rate).toBeGreaterThan(0.5);
  });

  it('gives English essays zeros', () => {
    const f = argumentFeatures(analyse('First, I think so.\nSecond, it is.\nThird, yes.', 'en'));
    expect(Object.values(f).every((v) => v === 0)).toBe(true);
  });
});
