// One lint for the whole tree (README "Tests"): ESLint recommended + typescript-eslint recommended, without
// type-aware rules so `npm run lint` stays fast; React hook rules for the two front ends.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/.tmp/**', '**/coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // Unused arguments and `_`-prefixed names are intentional in handlers and destructuring.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Test helpers return parsed JSON envelopes whose data shape each test asserts itself.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Console tables are typed by their row (apps/admin/src/components/table-columns.ts): antd's column types take
    // any string as dataIndex, so they stay out of the features, and inline column arrays go through columnsOf.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/components/table-columns.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['TableColumnsType', 'TableColumnType', 'TableColumnProps'],
              message: 'Declare console columns as Columns<Row> from @/components/table-columns.ts.',
            },
            {
              name: 'antd/es/table',
              message: 'Declare console columns as Columns<Row> from @/components/table-columns.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='columns'] > JSXExpressionContainer > ArrayExpression",
          message: 'Wrap inline columns in columnsOf<Row>([...]) so each dataIndex is checked against the row.',
        },
      ],
    },
  },
);
