import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // Parallel test runs build the site side by side (SITE_BUILD_DIR), as .gitignore's build-*/ knows.
      '**/build-*/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.react-router/**',
      '**/generated/**',
      'tests/.artifacts/**',
      '.storybook/public/mockServiceWorker.js',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // A lazy widget renders once its words have arrived too (a German page's German is a chunk of its own).
    files: ['{features,blocks,site}/**/*.tsx', '{features,blocks,site}/**/*.ts'],
    ignores: ['features/src/platform/i18n/lazyWithWords.ts', '**/*.test.*', '**/*.stories.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyWithWords from the platform.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
