/** Short essays written for these tests (not from any data set). */
export const ESSAY_ZH = `　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水、外套和雨衣，因為山上的天氣變化很快。我一邊整理背包，一邊想像山頂的風景，心裡充滿了期待。
　　清晨五點，我們從登山口出發。一開始的步道很平緩，兩旁開滿了不知名的小花。走了一個多小時後，坡度越來越陡，我的雙腿開始發酸，呼吸也變得急促。我好幾次想放棄，但是看到媽媽在前面穩穩地走著，我就告訴自己：「再走一步就好。」
　　終於，我們在中午前登上了山頂。雲海在腳下翻滾，遠方的山峰像一座座小島。那一刻，我明白了堅持的意義：只要一步一步往前走，再高的山也能爬上去。這次登山讓我學會了不輕易放棄，也讓我更珍惜和家人在一起的時光。`;

export const ESSAY_EN = `Last year my English teacher gave every student a small blue notebook and asked us to write three sentences in it every day. At first I thought it was a waste of time, because I already had too much homework.
After a few weeks, however, the notebook became one of my favourite habits. I wrote about the bus ride to school, a difficult math test, and the stray cat that sleeps under our stairs. Because I had to write in English, I started to notice words I did not know.
Now I keep a notebook even though nobody asks me to. It helps me remember small happy moments, and it makes me a more careful writer.`;
