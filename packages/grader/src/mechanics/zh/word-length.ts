/** Longest word the lexicon keeps and the scorer looks up; longer entries add little. */
export const MAX_WORD_LEN = 5;
