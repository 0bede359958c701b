import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAppImports = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@essay/api', '@essay/account', '@essay/web', '@essay/db', 'fastify', 'pg'], message: 'Pure packages import no app, database or HTTP code.' }] },
  ],
};

const SQL_ONLY_IN_REPOSITORIES = 'SQL lives only in *.repository.ts (or packages/db): call a repository function.';
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
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'artifacts/**', '**/test-results/**', '**/fixtures/**', 'packages/grader/models/**'] },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Environment is read once per app, from its config schema (STYLE.md).
    files: ['apps/*/src/**', 'packages/*/src/**'],
    ignores: ['**/config.ts', 'packages/db/src/test-database.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in config.ts only.' }],
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
        { selector: "CallExpression[callee.property.name=/^(query|executeSql)$/]", message: SQL_ONLY_IN_REPOSITORIES },
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
  { files: ['packages/grader/**', 'packages/ingest/**', 'packages/contracts/**'], rules: noAppImports },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@essay/*', '!@essay/contracts'], message: 'The web app imports only contracts.' }] }],
    },
  },
);
