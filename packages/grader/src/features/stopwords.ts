const EN = `a an the and or but if of to in on at for with by from as is are was were be been being
am do does did have has had i you he she it we they me him her us them my your his its our their
this that these those there here not no so too very can could will would should may might must
just than then also what which who whom when where why how all any some more most such into out up
down over about because while s t don dont im`;

const EN_SET = new Set(EN.split(/\s+/));

/** Content words for relevance: English non-stopwords, Chinese words of two or more characters. */
export function isContentWord(w: string, lang: 'zh' | 'en'): boolean {
  if (lang === 'zh') return w.length >= 2 && !/^[0-9a-z]+$/i.test(w);
  return w.length > 2 && !EN_SET.has(w) && !w.startsWith('@');
}
