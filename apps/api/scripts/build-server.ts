/**
 * Builds the server entries it is given (`main`, `web`, `worker`) into `apps/api/dist/<entry>/`, so
 * `npm start`, `npm run web` and `npm run worker` run plain JavaScript: without the tsx loader,
 * whose hooks thread alone held about 35 MB of every idle process (decision 0060).
 *
 * The project's own TypeScript (this app, the account service, the workspace packages) goes into
 * the bundle; every npm package stays an import that Node resolves from the repo's node_modules.
 * A module that finds its files next to its source (`import.meta.url`, `.dirname`, `.filename`:
 * migrations, models, tessdata) keeps finding them there: each is replaced by its source file's own
 * path, so the bundle must run from the checkout it was built in (`npm start` builds it each time;
 * the image builds it once). The worker threads (THREADS) are built beside the entry, and the
 * `new URL('./<thread>.mjs', import.meta.url)` that starts one keeps the bundle's own location, so
 * the built server starts the built thread, not the TypeScript one through tsx.
 */
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ENTRIES = ['main', 'web', 'worker'] as const;
type Entry = (typeof ENTRIES)[number];

const API_ROOT = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(API_ROOT, '..', '..');

/**
 * The worker threads a server starts, by the name their starter gives (`<name>.mjs` next to it,
 * a tsx shim for the sources): each is also an entry of the build, `dist/<entry>/<name>.mjs`.
 */
const THREADS = {
  'extract-worker': path.join(ROOT, 'packages/ingest/src/extract-worker.ts'),
  'harper-worker': path.join(ROOT, 'packages/grader/src/mechanics/en/harper-worker.ts'),
};
/**
 * `import.meta.url` except where it locates a thread's script (`new URL('./<thread>.mjs',
 * import.meta.url)`): that one is kept, the bundle's own.
 */
const SOURCE_URL = new RegExp(
  `(?<!new URL\\('\\./(?:${Object.keys(THREADS).join('|')})\\.mjs', )import\\.meta\\.url`,
  'g',
);

/** npm packages stay outside the bundle; the workspace's own `@essay/*` packages go in. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@essay/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each `import.meta` location becomes the source file's own, as it was when run by tsx. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(bundle) {
    bundle.onLoad({ filter: /\.m?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replace(SOURCE_URL, JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * Builds `entry` into `dist/<entry>/`: its own code in `<entry>.mjs`, each module it imports only
 * when needed (`await import(…)`) in a chunk of its own, so the process loads what it uses as it
 * did from source (one file would load every npm package any of them imports at start).
 */
async function buildServer(entry: Entry): Promise<void> {
  const target = path.join(API_ROOT, 'dist', entry);
  // Built aside, then moved in file by file (a rename each, the entry last): a process of the same
  // checkout running or starting meanwhile never reads half a file, and finds the chunks it loads
  // later under the same names (a chunk's name is its content's hash).
  const aside = path.join(API_ROOT, 'dist', `.${entry}-${process.pid}`);
  await build({
    entryPoints: { [entry]: path.join(API_ROOT, 'src', `${entry}.ts`), ...THREADS },
    outdir: aside,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    logLevel: 'warning',
    plugins: [npmPackagesOutside, sourceLocations],
  });
  await mkdir(target, { recursive: true });
  const files = (await readdir(aside)).sort(
    (a, b) => Number(a === `${entry}.mjs`) - Number(b === `${entry}.mjs`),
  );
  for (const file of files) await rename(path.join(aside, file), path.join(target, file));
  await rm(aside, { recursive: true });
}

const entries = process.argv.slice(2);
if (entries.length === 0 || !entries.every((entry) => ENTRIES.includes(entry as Entry)))
  throw new Error(`Usage: build-server.ts ${ENTRIES.join('|')}…`);
for (const entry of entries) await buildServer(entry as Entry);
