type Translate = (key: string, vars?: { id: number }) => string;

/** Where points came from or went, in words: "demo grant", "approved request #12" (issue 12). */
export function sourceText(serviceType: string, sourceId: number | null | undefined, t: Translate) {
  if (serviceType === 'point_ask' && sourceId != null)
    return t('point.source.approvedRequest', { id: sourceId });
  const known = ['seed', 'point_ask', 'essay_grade', 'refund'];
  return known.includes(serviceType) ? t(`point.source.${serviceType}`) : serviceType;
}
