/**
 * The built-in engine's code loads on first use (a correction, a quote, a re-level), not when the
 * server starts: @essay/grader imports its scoring models, Harper and jieba's dictionary (≈50 MB
 * once loaded, issue 30). Every use of it in the API goes through here; its text helpers (the
 * essay's title, pages joined, the language) come from @essay/grader/light.
 */
let grader: Promise<typeof import('@essay/grader')> | undefined;

/** The module, imported once: every import() goes through the module loader again (≈1 ms under tsx). */
export const loadGrader = () => (grader ??= import('@essay/grader'));
