import { MAX_ASK_POINTS } from '@essay/contracts';
import type { TFunction } from 'i18next';

/** Digits only: "1e3" or "2.5" would pass a loose number check. */
export function isWholeNumberText(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

/** Why a typed point amount was refused: above the upper bound, the bound; else "a whole number greater than 0". */
export function pointAmountError(amount: string, t: TFunction): string {
  const tooLarge = isWholeNumberText(amount) && Number(amount.trim()) > MAX_ASK_POINTS;
  return tooLarge
    ? t('point.amountTooLarge', { max: MAX_ASK_POINTS.toLocaleString('en-US') })
    : t('point.amountInvalid');
}
