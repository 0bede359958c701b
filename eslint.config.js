import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAppImports = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@essay/api', '@essay/account', '@essay/web', '@essay/db', 'fastify', 'pg'], message: 'Pure packages import no app, database or HTTP code.' }] },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'artifacts/**', '**/test-results/**', '**/fixtures/**', 'packages/grader/models/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
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
  { files: ['packages/grader/**', 'packages/ingest/**', 'packages/contracts/**'], rules: noAppImports },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@essay/*', '!@essay/contracts'], message: 'The web app imports only contracts.' }] }],
    },
  },
);
