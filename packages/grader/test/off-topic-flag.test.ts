import { describe, expect, it } from 'vitest';
import { correct, decideEssay } from '../src/index.ts';
import { isFreeTopic, sharedKeyWords, taskTitle } from '../src/topic-task.ts';

// Issue 42 §1–2: off-topic is a flag for the teacher with its measured evidence, read the same
// whichever way the teacher set the task.
const YOUTH =
  '　　青春是一場不會重來的旅程。國一那年，我第一次參加籃球隊，每天放學後在操場上練球，汗水濕透了制服，手掌也磨出了繭。\n　　比賽前一週，我在練習時扭傷了腳，只能坐在場邊看隊友奔跑。那幾天我很沮喪，覺得自己的青春好像被按下了暫停鍵。教練拍拍我的肩膀說：「受傷不是結束，是學會等待。」\n　　後來我每天做復健，也幫隊友記錄數據。決賽那天，我們雖然輸了，但大家抱在一起哭、一起笑。我終於明白，青春不只是勝利，而是和一群人為同一個目標努力的時光。';
const CAT =
  '　　我家的貓叫做小橘，是三年前從巷口的紙箱裡抱回來的。牠剛來的時候又瘦又小，只敢躲在沙發底下，連飼料都不肯吃。\n　　媽媽每天把溫熱的牛奶放在沙發旁，慢慢地，小橘開始探出頭來。現在牠最喜歡趴在窗台上曬太陽，尾巴一甩一甩的，看到鳥飛過就發出奇怪的叫聲。\n　　晚上我寫功課時，小橘會跳上書桌，硬是躺在課本上。我把牠抱開，牠又跳回來，最後我只好讓牠睡在我的手臂旁邊。牠的呼嚕聲很輕，像一首催眠曲。';

describe('how the task was set', () => {
  it('reads the 題目 quoted in the task, and no 題目 from a homework label', () => {
    expect(
      taskTitle({ name: '作文練習（一）', instructions: '請以「下課十分鐘」為題，寫一篇文章。' }),
    ).toBe('下課十分鐘');
    expect(taskTitle({ name: '會考寫作練習（一）', instructions: '請以生活經驗為題。' })).toBe('');
    expect(taskTitle({ name: '第三次作文', instructions: '' })).toBe('');
    expect(taskTitle({ name: '我的夢想', instructions: '' })).toBe('我的夢想');
  });
  it('knows a free topic in Chinese and English', () => {
    expect(isFreeTopic({ name: '作文', instructions: '題目自訂，文體不拘。' })).toBe(true);
    expect(isFreeTopic({ name: 'Essay', instructions: 'Write on any topic you like.' })).toBe(true);
    expect(isFreeTopic({ name: '我的夢想', instructions: '請以「我的夢想」為題。' })).toBe(false);
  });
});

describe('a suspected off-topic essay keeps its level and carries what was measured', () => {
  const theme = {
    name: '會考寫作練習（一）',
    instructions: '請以生活經驗或對人生、青春的思考為題，寫一篇文章，文長不限。',
  };
  it('an essay that repeats the task’s word is not flagged (the issue’s 青春飛揚)', () => {
    const d = decideEssay({ text: YOUTH }, theme, { peerEssays: [CAT, CAT, CAT, CAT, CAT] });
    expect(d.offTopic).toBeNull();
    expect(sharedKeyWords(YOUTH, theme, 'zh')).toContain('青春');
  });
  it('the evidence names exactly the shared key words, and says "none" only when there are none', async () => {
    const task = {
      name: '我佩服的一個人',
      instructions:
        '請以「我佩服的一個人」為題，寫出這個人的具體事蹟，以及他讓你佩服的原因；可以寫家人、師長或同學。',
    };
    const r = await correct({ text: CAT }, task, 'cap-writing');
    expect(r.zeroGate).toBeNull();
    expect(r.level).toBeGreaterThan(0);
    const s = r.offTopicSuspect!;
    expect(s).toBeTruthy();
    for (const w of s.shared) {
      expect(CAT).toContain(w);
      expect(`${task.name}${task.instructions}`).toContain(w);
      expect(s.evidence['zh-tw']).toContain(`「${w}」`);
    }
    expect(s.evidence['zh-tw'].includes('沒有共同的關鍵詞')).toBe(s.shared.length === 0);
    expect(s.evidence['zh-tw']).toContain(s.score.toFixed(2));
    expect(s.evidence['zh-tw']).not.toMatch(/完全離題/);
    // the same essay when the task names what it shares: the evidence follows the measure
    const withFamily = { ...task, instructions: `${task.instructions}例如家裡的貓或媽媽。` };
    const again = decideEssay({ text: CAT }, withFamily);
    if (again.offTopic) expect(again.offTopic.shared.length).toBeGreaterThan(s.shared.length);
  });
  it('a free-topic homework flags nothing', () => {
    const free = { name: '作文', instructions: '題目自訂，文體不拘，字數六百字左右。' };
    expect(
      decideEssay({ text: CAT }, free, { peerEssays: [YOUTH, YOUTH, YOUTH, YOUTH, YOUTH] })
        .offTopic,
    ).toBeNull();
  });
});
