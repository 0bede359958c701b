import type { Pager } from '@essay/contracts';

/** The account service's answer shape: `{ state, data?, message?, rows?, pager? }`. */
export function ok<T>(data?: T) {
  return data === undefined ? { state: true } : { state: true, data };
}

export function okRows<T>(rows: T[], pager?: Pager) {
  return pager ? { state: true, rows, pager } : { state: true, rows };
}
