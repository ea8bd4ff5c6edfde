// ESLint flat config: typescript-eslint recommended on all hand-written TypeScript.
// Generated code (src/generated/) is checked by the type checker and the `pnpm gen` diff, not lint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import domainShape from './eslint-rules/domain-shape.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', 'spec/dist/**', '**/.tmp-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Tests read loosely-typed JSON bodies; production code keeps `any` out (reviewed by hand).
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'SwitchStatement > MemberExpression.discriminant[property.name="operationId"]',
          message: 'No dispatch on operation names: register handlers in the typed map.',
        },
      ],
    },
  },
  // The shape of a domain package (docs/ARCHITECTURE.md "Handlers"); rules in eslint-rules/domain-shape.js.
  {
    files: ['packages/domains/*/src/**/*.ts'],
    plugins: { 'domain-shape': domainShape },
    rules: { 'domain-shape/no-catch-all-files': 'error' },
  },
  { files: ['packages/domains/*/src/index.ts'], rules: { 'domain-shape/index-reexports': 'error' } },
  { files: ['packages/domains/*/src/handlers.ts'], rules: { 'domain-shape/handlers-map': 'error' } },
);
