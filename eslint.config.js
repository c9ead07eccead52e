// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Dependencies point one way (docs/decisions/0002-dependency-direction.md):
 * core ← server, core ← web; web and server never import each other; inside web,
 * shared (components, lib, config) ← features ← app, and features never import each other.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ab/**',
      'apps/server/.test-server/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**/*', 'apps/**/*', 'e2e/**/*'],
      'boundaries/elements': [
        { type: 'core', pattern: 'packages/core' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        {
          type: 'web-shared',
          pattern: 'apps/web/src/(components|lib|config|testing|types|hooks|early)',
        },
        { type: 'web-root', pattern: 'apps/web' },
        { type: 'e2e', pattern: 'e2e' },
      ],
      // Node resolution with TypeScript extensions (imports are extensionless).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'core'] } } } },
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'core'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'core'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared', 'core'] } },
                },
              },
            },
            {
              from: { element: { type: 'web-root' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['web-root', 'web-app', 'web-feature', 'web-shared', 'core'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'e2e' } },
              allow: { to: { element: { types: { anyOf: ['e2e', 'core'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The core package is pure: no Node built-ins, no React, no database, nothing of ours.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'crypto'],
              message: 'core is pure: no Node built-ins.',
            },
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                'drizzle-orm*',
                'fastify*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'core depends on zod only.',
            },
            { group: ['@pb/*'], message: 'core imports nothing of ours.' },
            {
              group: ['**/index', '../index', './index'],
              message: 'Import the module itself, not the package entry.',
            },
          ],
        },
      ],
      // Module-level schemas are built on first use in the browser (decision 0043).
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'Program > VariableDeclaration > VariableDeclarator > CallExpression[callee.name!="lazySchema"] MemberExpression[object.name="z"]',
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression[callee.name!="lazySchema"] MemberExpression[object.name="z"]',
          ].join(', '),
          message: 'Wrap a module-level schema in lazySchema(() => …) (decision 0043).',
        },
      ],
    },
  },
);
