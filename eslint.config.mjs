/**
 * ESLint (`npm run lint`, part of `npm test`): the recommended rules of ESLint,
 * typescript-eslint (without type information: fast enough on two cores),
 * react-hooks and jsx-a11y, over the web app, the server, the mocks, the tests and
 * the scripts. Where a rule is adjusted, the reason is written next to it.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'src/.umi/**',
      'src/.umi-production/**',
      'src/.umi-test/**',
      'storybook-static/**',
      'tmp/**',
      'data/**',
      'coverage/**',
      'server/gamedata/sample/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The React Compiler rules of react-hooks 7 (purity, refs, set-state-in-effect,
      // globals) judge code by what the compiler can memoize. The site is not compiled
      // with React Compiler, and the patterns they flag here are deliberate: a countdown
      // reads the clock while rendering, the auth model keeps its timers in refs, the
      // terms reader measures its scroll box after mount. The classic hook rules stay on.
      'react-hooks/purity': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/globals': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The static antd stylesheet leaves out Button's preset-colour rules
    // (scripts/extract-antd-css.mjs): a Button given one would show unstyled.
    files: ['src/**', '.storybook/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name="Button"] > JSXAttribute[name.name="color"]',
          message: 'Give a Button a type (primary, default, dashed, text, link) or danger, not a colour: the static antd stylesheet holds no preset-colour Button.',
        },
        {
          // src/lib/intlFormatCache.ts: the light number format react-intl gets for whole numbers has `format` only.
          selector: 'MemberExpression[property.name="formatNumberToParts"], JSXIdentifier[name="FormattedNumberParts"]',
          message: "react-intl's number parts are not available: the site's number formats have `format` only (src/lib/intlFormatCache.ts).",
        },
      ],
    },
  },
  {
    // umi mock handlers and test doubles receive the dev server's untyped request and
    // response objects (and fake ones in tests); typing them would only restate `any`.
    files: ['mock/**', 'tests/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Migrations (and their helpers) run against whatever
    // tables the database has at that moment, not the current schema types: Kysely's own
    // guidance types them `Kysely<any>` (`Kysely<unknown>` accepts no table name at all).
    files: ['server/db/migrations/**', 'server/db/migrate-helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
