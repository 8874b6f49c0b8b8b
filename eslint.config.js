import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Imports flow one way: the engine knows nothing of GitHub or the action's
  // modes, and the GitHub client and event layer nothing of the modes above it.
  {
    files: ['src/loop/**', 'src/context/**', 'src/model/**', 'src/tools/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/github/*', '**/action/*', '**/review/*', '**/maintenance/*'],
              message:
                'The engine (src/loop, src/context, src/model, src/tools) imports nothing of src/github, src/action, src/review or src/maintenance.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/github/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/review/*', '**/maintenance/*', '**/action/*'],
              message:
                'src/github is the GitHub client and event layer: it imports nothing of src/review, src/maintenance or src/action (the modes stand above it).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/budgets/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/github/*', '**/action/*', '**/cli/*', '**/git/*'],
              message:
                'src/budgets is the spend ledger as data: where it is stored (GitHub, a clone) lives with the callers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
