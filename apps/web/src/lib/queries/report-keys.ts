/** The report pages' cache keys (documents, class summary, page images), shared with the title field. */
export const REPORT_QUERY_ROOT = 'report' as const;

export const reportKeys = {
  document: (id: number) => [REPORT_QUERY_ROOT, 'document', id] as const,
  /** An earlier report of the essay (issue 11 §6). */
  earlier: (id: number, grading: number) => [REPORT_QUERY_ROOT, 'document', id, grading] as const,
  summary: (homeworkId: number, pseudonymous = false) =>
    [REPORT_QUERY_ROOT, 'summary', homeworkId, pseudonymous] as const,
  images: (id: number) => [REPORT_QUERY_ROOT, 'images', id] as const,
};
