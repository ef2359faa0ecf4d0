import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction: web -> contract <- api. The contract imports nothing but zod; the web never
 * imports a database client or the API's code; the API never imports the web's code.
 */
const dbClients = ['better-sqlite3', 'pg', 'kysely', 'ioredis'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      'apps/web/build*/**',
      'apps/web/.react-router/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
      ],
    },
  },
  {
    files: ['packages/contract/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|\\./|\\.\\./).*', message: 'The contract imports nothing but zod.' }],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts', 'packages/contract/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from './zod.ts': it keeps zod from probing eval in browsers." },
          ],
          patterns: [{ regex: '^(?!\\./|\\.\\./).*', message: 'The contract imports nothing but zod.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: dbClients.map((name) => ({
            name,
            message: 'The storefront talks to the API, never to a database.',
          })),
          patterns: [
            {
              group: ['@shop/api', '@shop/api/*', '**/apps/api/**', '#app/*'],
              message: 'The storefront never imports API internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/web', '@shop/web/*', '**/apps/web/**', '#web/*'],
              message: 'The API never imports the storefront.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain reaches a sibling only through its service, never its repository or routes.
    files: ['apps/api/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/web', '@shop/web/*', '**/apps/web/**', '#web/*'],
              message: 'The API never imports the storefront.',
            },
            {
              regex: '^#app/modules/[^/]+/.*\\.(repository|routes)$',
              message: "Call the other domain's service, not its repository or routes.",
            },
          ],
        },
      ],
    },
  },
);
