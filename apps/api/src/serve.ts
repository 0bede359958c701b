import type { Db } from '@essay/db';
import type { ApiConfig } from './config.ts';
import { seedDemo } from './seed.ts';
import { buildPlatform, type Platform } from './server.ts';

/**
 * The HTTP side of a process, for `npm start` (with the workers) and `npm run web` (without):
 * builds the platform, lets the caller add to it, seeds the demo at first start (not when the
 * account service is elsewhere), listens, and closes the server and database on SIGINT/SIGTERM.
 */
export async function serve(
  db: Db,
  config: ApiConfig,
  options: { workers: boolean; started?: (platform: Platform) => void },
): Promise<Platform> {
  const platform = await buildPlatform(db, config, { workers: options.workers });
  options.started?.(platform);
  if (config.seedDemo && !config.accountServiceUrl) {
    const lines = await seedDemo(db, config);
    console.log(`\n${lines.join('\n')}\n`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void platform.app
        .close()
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
  }
  await platform.app.listen({ port: config.port, host: config.host });
  return platform;
}
