/**
 * @essay/grader/light — the engine's text helpers without its tables: the essay's title, pages
 * joined, the essay's language. The main entry (`correct` and the rest) imports the scoring
 * models, Harper and jieba's dictionary (≈50 MB once loaded), which a server loads on its first
 * correction instead (issue 30).
 */
export { splitEssayTitle, joinPages } from './text/essay-title.ts';
export { detectLang, decideLang, countWords } from './text/lang.ts';
