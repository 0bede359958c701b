/** Cohesion markers (transitions) counted for organisation; Simplified forms for Chinese. */
export const EN_MARKERS = [
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'finally',
  'lastly',
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'in addition',
  'for example',
  'for instance',
  'in conclusion',
  'to conclude',
  'to sum up',
  'in summary',
  'on the other hand',
  'as a result',
  'consequently',
  'although',
  'because',
  'since',
  'thus',
  'hence',
  'besides',
  'also',
  'meanwhile',
  'nevertheless',
  'instead',
  'in fact',
  'similarly',
  'likewise',
  'otherwise',
  'overall',
  'such as',
  'while',
  'whereas',
  'then',
  'after that',
  'in other words',
  'another',
  'additionally',
  'in my opinion',
];

export const ZH_MARKERS = [
  '首先',
  '其次',
  '再次',
  '最后',
  '总之',
  '总而言之',
  '综上所述',
  '因此',
  '所以',
  '因为',
  '但是',
  '然而',
  '而且',
  '并且',
  '此外',
  '另外',
  '例如',
  '比如',
  '譬如',
  '虽然',
  '尽管',
  '不过',
  '可是',
  '于是',
  '同时',
  '甚至',
  '况且',
  '换句话说',
  '由此可见',
  '不仅',
  '而是',
  '如果',
  '假如',
  '即使',
  '只要',
  '只有',
  '无论',
  '不但',
  '反而',
  '因而',
  '以致',
  '最终',
  '一方面',
  '另一方面',
  '正如',
];

const compiled = new Map<readonly string[], RegExp[]>();

export function countMarkers(
  textLower: string,
  markers: readonly string[],
  words: boolean,
): {
  total: number;
  distinct: number;
} {
  let res = compiled.get(markers);
  if (!res) {
    res = markers.map((m) => (words ? new RegExp(`\\b${m}\\b`, 'g') : new RegExp(m, 'g')));
    compiled.set(markers, res);
  }
  let total = 0;
  let distinct = 0;
  for (const re of res) {
    const n = textLower.match(re)?.length ?? 0;
    total += n;
    if (n > 0) distinct++;
  }
  return { total, distinct };
}
