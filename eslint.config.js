import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'out/', 'test-results/', 'playwright-report/', 'demo-pages/', '.bench/'] },
  ...tseslint.configs.recommended,
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }] } },
  {
    files: ['src/**/*.{ts,tsx}', 'embed/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // Side effects belong in src/api, src/platform and the stores (README, architecture).
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'use src/platform/storage' }],
    },
  },
  {
    files: ['src/header/**', 'src/footer/**', 'src/overlay/**', 'src/ui/**', 'src/root/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.name='fetch']", message: 'components dispatch store actions; calls live in src/api' },
        { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: 'use src/platform/cookies' },
      ],
    },
  },
);
