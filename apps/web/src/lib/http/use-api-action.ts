import { useBusyAction } from '../use-busy-action.ts';
import { handleApiFailure } from './handle-api-failure.ts';

/** One product-API call at a time: `busy` while it runs; a failure goes to the shared handler (spec §8). */
export function useApiAction() {
  const action = useBusyAction();
  const run = (work: () => Promise<void>) => action.run(work, handleApiFailure);
  return { busy: action.busy, run };
}
