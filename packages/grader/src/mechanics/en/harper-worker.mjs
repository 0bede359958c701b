// Entry of Harper's thread: a worker starts without the parent's TypeScript loader (under vitest
// it has none), so register tsx, then load the TypeScript side of the thread.
import { register } from 'tsx/esm/api';

register();
await import('./harper-worker.ts');
