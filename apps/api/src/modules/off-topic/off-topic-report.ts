import {
  type OffTopicDecision,
  gradeOf,
  gradeScaleOf,
  levelLabelOf,
  type OffTopicSuspect,
  type Report,
} from '@essay/contracts';

/**
 * The report once the teacher confirmed a suspected off-topic essay: 0 (the 會考 rule), every
 * dimension 0 with the reason, and the reason is what was measured, said as the teacher's call.
 */
export function confirmedOffTopic(report: Report, suspect: OffTopicSuspect): Report {
  const reason = {
    'zh-tw': `教師確認離題。${suspect.evidence['zh-tw']}`,
    en: `Off-topic, as the teacher confirmed. ${suspect.evidence.en}`,
  };
  const scale = gradeScaleOf(report);
  return {
    ...report,
    level: 0,
    levelLabel: levelLabelOf(report, 0),
    zeroGate: { gate: 'off_topic', reason, byTeacher: true },
    offTopicSuspect: null,
    dimensions: report.dimensions.map((d) => ({
      ...d,
      score: 0,
      grade: gradeOf(0, d.maxScore, scale, true),
      comment: reason,
    })),
    strengths: [],
    nextSteps: [{ text: reason, span: null, feature: 'gate:off_topic' }],
    overallComment: reason,
  };
}

/** The report once the teacher cleared the suspicion: the engine's, with no trace of the flag. */
export function clearedOffTopic(report: Report): Report {
  return { ...report, offTopicSuspect: null };
}

/**
 * A new correction of an essay the teacher already decided on: the same call again when the
 * engine still suspects it (a cleared essay is not flagged again; a confirmed one is 0 with the
 * new evidence). An essay the engine no longer suspects keeps the engine's report.
 */
export function withTeacherDecision(
  report: Report,
  decision: OffTopicDecision['decision'] | null,
): Report {
  const suspect = report.offTopicSuspect;
  if (!suspect || decision === null) return report;
  return decision === 'confirm' ? confirmedOffTopic(report, suspect) : clearedOffTopic(report);
}
