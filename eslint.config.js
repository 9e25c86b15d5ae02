import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.atrium/**', 'tests/.output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // The compiler finds unused names in the TypeScript it checks (`noUnusedLocals`,
    // `noUnusedParameters`, tsconfig.base.json), for a fifth of ESLint's CPU time: the rule is
    // left for the JavaScript and for the scaffold's template, which the workspace's tsc skips.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    ignores: ['packages/create-atrium-plugin/template/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Command-line entry points and scripts talk to the terminal.
    files: ['scripts/**', 'api/src/main.ts', 'tests/**', 'packages/atrium/**'],
    rules: { 'no-console': 'off' },
  },
);
