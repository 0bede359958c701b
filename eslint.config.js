import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import localRules from './eslint-rules/import-zones.js';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries between workspaces (ARCHITECTURE.md §2, docs/decisions/0024): each workspace names
 * the workspaces and libraries it may not import. Source files may not reach into another workspace
 * by a relative path either (tests may use another package's test helpers).
 */
const APPS = ['@essay/api', '@essay/account', '@essay/web'];
const HTTP_AND_DB = [
  'fastify',
  'fastify/*',
  '@fastify/*',
  'fastify-type-provider-zod',
  'pg',
  '@essay/db',
];
const BOUNDARIES = {
  'packages/contracts': {
    group: ['@essay/*', 'node:*', ...HTTP_AND_DB],
    message: 'contracts is browser-safe and imports nothing of ours: zod only.',
  },
  'packages/grader': {
    group: [...APPS, '@essay/ingest', ...HTTP_AND_DB],
    message: 'The grader is pure: contracts only, no app, HTTP or database.',
  },
  'packages/ingest': {
    group: [...APPS, '@essay/grader', ...HTTP_AND_DB],
    message: 'ingest is pure: contracts only, no app, HTTP or database.',
  },
  'packages/db': {
    group: [...APPS, '@essay/grader', '@essay/ingest', 'fastify', '@fastify/*'],
    message: 'db is the connection and migrations: no app or engine.',
  },
  'apps/account': {
    group: ['@essay/api', '@essay/web', '@essay/grader', '@essay/ingest'],
    message: 'The account service knows nothing of the product.',
  },
  'apps/api': { group: ['@essay/web'], message: 'The product API does not import the web app.' },
  'apps/web': {
    group: ['@essay/*', '!@essay/contracts', 'node:*', ...HTTP_AND_DB],
    message: 'The web app imports only contracts.',
  },
};
const CROSS_WORKSPACE_PATH = {
  group: ['**/packages/*/src/**', '**/apps/*/src/**', '**/../../../**'],
  message: 'Import another workspace by its package name.',
};
const boundaryConfigs = Object.entries(BOUNDARIES).flatMap(([dir, rule]) => [
  { files: [`${dir}/**`], rules: { 'no-restricted-imports': ['error', { patterns: [rule] }] } },
  {
    files: [`${dir}/src/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [rule, CROSS_WORKSPACE_PATH] }] },
  },
]);
/** Toasts go through apps/web/src/lib/toast.ts, which loads react-toastify with the first toast (0050). */
boundaryConfigs.push({
  files: ['apps/web/src/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          BOUNDARIES['apps/web'],
          CROSS_WORKSPACE_PATH,
          {
            group: ['react-toastify'],
            message: 'Show toasts with lib/toast.ts: react-toastify loads with the first toast.',
          },
        ],
      },
    ],
  },
});
/** The web app's build files (vite.config.ts, size-budget.ts) run in Node, not in the browser. */
boundaryConfigs.push({
  files: ['apps/web/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            ...BOUNDARIES['apps/web'],
            group: BOUNDARIES['apps/web'].group.filter((g) => g !== 'node:*'),
          },
        ],
      },
    ],
  },
});
/** Tests run in Node: contracts' own tests may start a local HTTP server (the model-server stand-in). */
boundaryConfigs.push({
  files: ['packages/contracts/test/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ ...BOUNDARIES['packages/contracts'], group: ['@essay/*', ...HTTP_AND_DB] }] },
    ],
  },
});

/**
 * The web app's import zones (bulletproof-react): shared code (components/, lib/, i18n/) imports no
 * feature and no app shell; a feature imports shared code and itself, never another feature.
 */
const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports components/, lib/ and itself only: move shared code to components/ or lib/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app shell.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/i18n`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code imports no feature and no app shell.',
  },
];

const SQL_ONLY_IN_REPOSITORIES =
  'SQL lives only in *.repository.ts (or packages/db): call a repository function.';
/** Text that starts like a statement: SELECT …, INSERT INTO …, UPDATE … SET, DELETE FROM …, WITH … AS (, DDL. */
const SQL_TEXT = `/^\\s*(${[
  'SELECT\\s',
  'INSERT\\s+INTO\\s',
  'UPDATE\\s+\\S+\\s+SET\\s',
  'DELETE\\s+FROM\\s',
  'WITH\\s+\\w+\\s+AS\\s*\\(',
  'CREATE\\s+(TABLE|INDEX|UNIQUE|SCHEMA)\\s',
  'ALTER\\s+TABLE\\s',
  'DROP\\s+(TABLE|INDEX)\\s',
].join('|')})/`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'artifacts/**',
      '**/test-results/**',
      '**/fixtures/**',
      'packages/grader/models/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Chinese text uses the full-width space (U+3000) for paragraph indents.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Environment is read once per app, from its config schema (STYLE.md).
    files: ['apps/*/src/**', 'packages/*/src/**'],
    ignores: ['**/config.ts', 'packages/db/src/test-database.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in config.ts only.' },
      ],
    },
  },
  {
    // SQL lives only in repositories (*.repository.ts) and in packages/db (STYLE.md): services, jobs,
    // routes and entry points call repository functions.
    files: ['apps/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'packages/db/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|executeSql)$/]',
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        { selector: `Literal[value=${SQL_TEXT}]`, message: SQL_ONLY_IN_REPOSITORIES },
        { selector: `TemplateElement[value.raw=${SQL_TEXT}]`, message: SQL_ONLY_IN_REPOSITORIES },
      ],
    },
  },
  // Plain JavaScript and the root configs are outside the TypeScript projects: linted without types.
  { files: ['**/*.js', '**/*.mjs', 'vitest.config.ts'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests and bench scripts read untyped JSON answers; production code has no `any`.
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaryConfigs,
  {
    files: ['apps/web/src/**'],
    plugins: { local: localRules },
    rules: { 'local/import-zones': ['error', { zones: webZones }] },
  },
);
