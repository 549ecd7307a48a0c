import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tools/eslint/feature-boundaries.js';
import serverModuleBoundaries from './tools/eslint/server-module-boundaries.js';

/** The project's own rules. */
const panel = { rules: { 'feature-boundaries': featureBoundaries, 'server-module-boundaries': serverModuleBoundaries } };

const calendarHelpers = 'packages/domain/src/calendar.ts (isoDateInPoland, addDays, daysBetween, instantInPoland …)';

/** The UTC day of an instant is not the business day: between 23:00/22:00 and midnight UTC it is a day behind Warsaw. */
const utcDaySyntax = [
  {
    selector: "CallExpression[callee.property.name=/^(slice|substring|substr|split)$/][callee.object.callee.property.name='toISOString']",
    message: `The UTC day is not the business day: use ${calendarHelpers}.`,
  },
];

/** The machine's local calendar is not Warsaw's either, on a server in another zone or a browser abroad. */
const localCalendarSyntax = [
  {
    selector: "CallExpression[callee.property.name=/^(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|setFullYear|setMonth|setDate|setHours)$/]",
    message: `Local time is not Warsaw time: use ${calendarHelpers}.`,
  },
  { selector: "NewExpression[callee.name='Date'][arguments.length>1]", message: `Local time is not Warsaw time: use ${calendarHelpers}.` },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle, panel },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'panel/server-module-boundaries': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, panel },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'panel/feature-boundaries': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom|fastify|drizzle-orm|@mantine)', message: 'The domain package imports no React, Fastify or Drizzle.' }] },
      ],
    },
  },
  {
    // One business calendar, Europe/Warsaw (decision 117): dates come from packages/domain/src/calendar.ts.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...utcDaySyntax] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/__tests__/**', '**/testing/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...utcDaySyntax, ...localCalendarSyntax] },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked, languageOptions: { globals: { ...globals.node } } },
);
