import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

const KNOWN: Readonly<Record<string, string>> = {
  'There are no submitted essays to correct': 'correction.serverMessages.noneSubmitted',
  'This essay is being corrected': 'correction.serverMessages.beingCorrected',
  'The essays’ text is still being extracted': 'correction.serverMessages.stillExtracting',
  'This essay has not been submitted': 'correction.serverMessages.notSubmitted',
  'The text of this essay is still being extracted': 'correction.serverMessages.essayExtracting',
};

const NOT_ENOUGH_POINTS =
  /^Not enough points: correcting (\d+) essay\(s\) needs (\d+) points and you have (\d+)\.$/;

/** The grading API's English refusals, in the interface language; unknown ones as they came. */
export function translateGradingMessage(message: string, t: Translate): string {
  const key = KNOWN[message];
  if (key) return t(key);
  const points = NOT_ENOUGH_POINTS.exec(message);
  if (points)
    return t('correction.serverMessages.notEnoughPoints', {
      count: points[1] ?? '',
      needed: points[2] ?? '',
      balance: points[3] ?? '',
    });
  return message;
}

/**
 * A refused or failed correction start: the spec's 'Homework Correction Failed' followed by
 * the server's reason when it gave one (no points, nothing submitted, already correcting).
 */
export function correctionFailureMessage(error: unknown, t: Translate): string {
  const headline = t('errors.correctionFailed');
  if (error instanceof NetworkError) return `${headline}: ${t('errors.network')}`;
  if (error instanceof ApiHttpError && error.status !== 500 && error.serverMessage)
    return `${headline}: ${translateGradingMessage(error.serverMessage, t)}`;
  return headline;
}
