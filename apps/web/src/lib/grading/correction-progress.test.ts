import { describe, expect, it } from 'vitest';
import {
  CORRECTION_POLL_MS,
  LIVE_POLL_MS,
  nextRun,
  pollInterval,
  progressOf,
  STALL_MS,
} from './correction-progress.ts';

type Status = 'not_submitted_yet' | 'submitted' | 'grading' | 'graded' | 'failed';
const essays = (...statuses: Status[]) => statuses.map((status, i) => ({ id: i + 1, status }));

describe('live correction progress (issue 12)', () => {
  it('polls every 2 s while correcting, 30 s once progress stalls, and stops when done', () => {
    expect(pollInterval(true, 0)).toBe(LIVE_POLL_MS);
    expect(pollInterval(true, STALL_MS - 1)).toBe(LIVE_POLL_MS);
    expect(pollInterval(true, STALL_MS)).toBe(CORRECTION_POLL_MS);
    expect(pollInterval(false, 0)).toBe(false);
  });

  it('keeps the list up without a reload: live while texts are read, 30 s for hand-ins (issue 29)', () => {
    expect(pollInterval(false, 0, 'reading')).toBe(LIVE_POLL_MS);
    expect(pollInterval(false, STALL_MS, 'hand-ins')).toBe(CORRECTION_POLL_MS);
    expect(pollInterval(true, 0, 'hand-ins')).toBe(LIVE_POLL_MS);
  });

  it('counts the essays of the run that are corrected or failed', () => {
    let run = nextRun([], essays('grading', 'grading', 'submitted'));
    expect(run).toEqual([1, 2]);
    expect(progressOf(run, essays('grading', 'grading', 'submitted'))).toEqual({
      done: 0,
      total: 3,
    });
    run = nextRun(run, essays('graded', 'grading', 'grading'));
    expect(progressOf(run, essays('graded', 'grading', 'grading'))).toEqual({ done: 1, total: 3 });
    run = nextRun(run, essays('graded', 'failed', 'graded'));
    expect(progressOf(run, essays('graded', 'failed', 'graded'))).toEqual({ done: 3, total: 3 });
  });

  it('counts the homework’s essays: re-correcting one of five reads 4 of 5, then 5 of 5 (issue 29)', () => {
    const during = essays('graded', 'graded', 'grading', 'graded', 'graded');
    const run = nextRun([], during);
    expect(run).toEqual([3]);
    expect(progressOf(run, during)).toEqual({ done: 4, total: 5 });
    expect(progressOf(run, essays('graded', 'graded', 'graded', 'graded', 'graded'))).toEqual({
      done: 5,
      total: 5,
    });
  });

  it('keeps a finished run on screen until a new one starts', () => {
    const finished = nextRun([1, 2], essays('graded', 'graded', 'submitted'));
    expect(finished).toEqual([1, 2]);
    expect(nextRun(finished, essays('graded', 'graded', 'grading'))).toEqual([3]);
    expect(progressOf([], essays('graded'))).toBeNull();
  });
});
