import js from '@eslint/js';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const wings = JSON.parse(readFileSync(new URL('./src/wings.json', import.meta.url), 'utf8'));
// '.' stands for src/'s own files (src/main.ts, src/index.ts): nothing imports them.
const frontEnds = wings.frontEnds.filter((folder) => folder !== '.');

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
  // Imports flow one way (docs/development.md#source-layout): the engine knows nothing of GitHub, the
  // action's modes or the front ends; the GitHub side nothing of the front ends; and the
  // GitHub client and event layer nothing of the modes above it. The wings are listed once,
  // in src/wings.json, which test/architecture/imports.test.ts reads too.
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/github-side/**', ...frontEnds.map((folder) => `**/${folder}/**`)],
              message: `The engine (src/engine) imports nothing of the GitHub side (src/github-side) or the front ends (src/{${frontEnds.join(',')}}): see src/wings.json.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/github-side/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frontEnds.map((folder) => `**/${folder}/**`),
              message: `The GitHub side imports nothing of the front ends (src/{${frontEnds.join(',')}}): see src/wings.json.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/github-side/github/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/review/**', '**/maintenance/**', '**/action/**', '**/run/**'],
              message:
                'src/github-side/github is the GitHub client and event layer: it imports nothing of the review, maintenance, action or run folders (the modes and what they share stand above it).',
            },
            {
              group: frontEnds.map((folder) => `**/${folder}/**`),
              message: `The GitHub side imports nothing of the front ends (src/{${frontEnds.join(',')}}): see src/wings.json.`,
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
