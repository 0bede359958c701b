import { RELEVEL_MIN_OVERRIDES, type RelevelOutcome } from '@essay/contracts';

/** One essay the teacher levelled: the engine's own level and the teacher's. */
export interface LevelPair {
  engine: number;
  teacher: number;
}

export interface LevelRange {
  min: number;
  max: number;
}

export interface LevelMap {
  outcome: RelevelOutcome;
  /** The teacher's mean level minus the engine's on the same essays. */
  shift: number;
  /** How much further apart the teacher's levels are than the engine's (1: as far apart). */
  spread: number;
  /** The proposed level for an engine level: whole, inside the rubric's range. */
  levelOf: (engine: number) => number;
}

/** The teacher's scale is taken as at most twice as wide, or half as wide, as the engine's. */
const SPREAD_LIMITS = { min: 0.5, max: 2 };
/** On average the teacher's levels may sit this far from the map and still count as one signal. */
const MAX_MEAN_MISS = 1;

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const clamp = (x: number, { min, max }: LevelRange) => Math.max(min, Math.min(max, x));
// 2.4999999 from floating point is 2.5 to a teacher
const roundLevel = (x: number) => Math.round(Math.round(x * 1e6) / 1e6);

/**
 * A monotone shift/scale map from the engine's level to the teacher's, fitted by least squares on
 * the essays the teacher levelled: teacher ≈ mean(teacher) + spread × (engine − mean(engine)).
 * The spread is kept between ½ and 2, so the map never falls (a falling map would turn the
 * engine's ranking upside down); when the engine gave them all one level only the shift can be
 * learnt (spread 1). No proposal with too few teacher levels, or when the teacher's levels are
 * more than one level from the map on average: no consistent signal to follow (`opposite` when
 * the teacher's order runs against the engine's, `scattered` otherwise).
 */
export function fitLevelMap(pairs: readonly LevelPair[], range: LevelRange): LevelMap {
  const none = (outcome: RelevelOutcome, shift = 0, spread = 1): LevelMap => ({
    outcome,
    shift,
    spread,
    levelOf: (engine) => engine,
  });
  if (pairs.length < RELEVEL_MIN_OVERRIDES) return none('too_few');
  const xs = pairs.map((p) => p.engine);
  const ys = pairs.map((p) => p.teacher);
  const mx = mean(xs);
  const my = mean(ys);
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const sxy = pairs.reduce((s, p) => s + (p.engine - mx) * (p.teacher - my), 0);
  const shift = my - mx;
  const spread =
    sxx > 1e-9 ? Math.max(SPREAD_LIMITS.min, Math.min(SPREAD_LIMITS.max, sxy / sxx)) : 1;
  const fitted = (engine: number) => my + spread * (engine - mx);
  const miss = mean(pairs.map((p) => Math.abs(p.teacher - fitted(p.engine))));
  if (miss > MAX_MEAN_MISS) return none(sxy < 0 ? 'opposite' : 'scattered', shift, spread);
  return {
    outcome: 'ready',
    shift,
    spread,
    levelOf: (engine) => clamp(roundLevel(fitted(engine)), range),
  };
}
