// Entry of the extraction worker thread: a worker starts without the parent's TypeScript
// loader (under vitest it has none), so register tsx, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
