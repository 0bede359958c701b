import { parseOrThrow } from '@essay/contracts';

export { parseOrThrow as parseInput };
