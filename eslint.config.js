import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web decides by an error's `code`, never by its message (issue 24): a message is for people and
 * may be reworded. These refuse comparing, searching or switching on a message or error text, or on a
 * message of the domain's catalogues (`*Messages.*`); apps/web/src/platform/no-message-comparison.test.ts proves they fire.
 */
const MESSAGE = '/^(message|error)$/';
const CATALOGUE = '/Messages$/';
// Whether there is an error at all (=== null, !== undefined, === '') is no comparison of its text.
const COMPARED =
  "BinaryExpression[operator=/^[!=]==?$/]:not([right.raw='null']):not([left.raw='null']):not([right.name=/^undefined$/]):not([right.value=''])";
const SEARCHED = 'CallExpression[callee.property.name=/^(includes|startsWith|endsWith|indexOf|match|test|localeCompare)$/]';
const decideByCode = 'Decide by the error code (ApiError.code, failedWith), not by message text: the message is for people.';
export const serverMessageComparisons = [
  ...[`${COMPARED} > MemberExpression[property.name=${MESSAGE}]`, `${COMPARED} > Identifier[name=${MESSAGE}]`].map((selector) => ({
    selector,
    message: decideByCode,
  })),
  ...[`${COMPARED} > MemberExpression[object.name=${CATALOGUE}]`, `${COMPARED} > MemberExpression[object.object.name=${CATALOGUE}]`].map(
    (selector) => ({ selector, message: decideByCode }),
  ),
  ...[
    `${SEARCHED} > MemberExpression.arguments[property.name=${MESSAGE}]`,
    `${SEARCHED} > MemberExpression.callee > MemberExpression.object[property.name=${MESSAGE}]`,
    `${SEARCHED} > Identifier.arguments[name=${MESSAGE}]`,
  ].map((selector) => ({ selector, message: decideByCode })),
  { selector: `SwitchStatement > MemberExpression.discriminant[property.name=${MESSAGE}]`, message: decideByCode },
  { selector: `${COMPARED} > CallExpression[callee.name=/^errorMessage(Of)?$/]`, message: decideByCode },
];

/**
 * The web calls the API only through `call(route, input)` of apps/web/src/platform/http.ts, typed by packages/domain's
 * route table (issue 24): no fetch, no XMLHttpRequest or EventSource and no '/api...' path written by hand anywhere
 * else (`apiUrl(route, input)` gives a route's address). apps/web/src/platform/typed-calls.test.ts proves these fire.
 */
const callThroughTheRouteTable = 'Call the API with call(route, input) from platform/http.ts (apiUrl(route, input) for an address).';
export const untypedApiCalls = [
  'CallExpression[callee.name=/^(fetch|api)$/]',
  "CallExpression[callee.property.name='fetch']",
  'NewExpression[callee.name=/^(XMLHttpRequest|EventSource)$/]',
  'Literal[value=/^\\/api([/?]|$)/]',
  'TemplateElement[value.raw=/^\\/api([/?]|$)/]',
].map((selector) => ({ selector, message: callThroughTheRouteTable }));

/**
 * A web feature uses another only through that feature's index.ts (what it offers to the others), never by reaching
 * into its components/ or pages/ (issue 24): one rule per feature, naming every other feature.
 */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: FEATURES.filter((other) => other !== feature).map((other) => ({
          group: [
            `**/features/${other}/components/**`,
            `**/features/${other}/pages/**`,
            `../${other}/components/**`,
            `../${other}/pages/**`,
            `../../${other}/components/**`,
            `../../${other}/pages/**`,
            `../../../${other}/components/**`,
            `../../../${other}/pages/**`,
          ],
          message: `Use what ${other} offers to other features through its index.ts (features/${other}), or move a shared piece to ui/ or platform/.`,
        })),
      },
    ],
  },
}));

/**
 * An API module (apps/api/src/modules/<name>) uses another only through that module's index.ts, which names what it
 * offers to the others, never by reaching into its files (issue 42): one rule per module, naming every other module.
 * apps/api/test/module-doors.test.ts proves it fires.
 */
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The modules a module lies below and never imports, not even through their door: the investor index serves Florence
 * and discovery, so the arrows run from them to it (issue 42; also a rule of .dependency-cruiser.cjs).
 */
const LIES_BELOW = { 'investor-index': ['florence', 'discovery'] };
const moduleDoors = API_MODULES.map((module) => ({
  files: [`apps/api/src/modules/${module}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: API_MODULES.filter((other) => other !== module).map((other) =>
          LIES_BELOW[module]?.includes(other)
            ? {
                regex: `^(\\.\\./)+(modules/)?${other}/`,
                message: `${module} lies below ${other} and never imports it: move what both need into ${module}, or have ${other} hand it over.`,
              }
            : {
                regex: `^(\\.\\./)+(modules/)?${other}/(?!index\\.js$)`,
                message: `Import what ${other} offers to other modules from its index.ts (modules/${other}/index.js), exporting it there by name.`,
              },
        ),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'apps/api/drizzle/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to open a transaction (issue 24): inTransaction, whose work gets the transaction as a Database.
    files: ['apps/api/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['apps/api/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: "Open a transaction with inTransaction(db, work) (apps/api/src/db/transaction.ts), or use the request's own (ctx.db).",
        },
        {
          selector:
            "TSAsExpression[typeAnnotation.typeName.name='Database'] > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'A transaction is a Database already: no cast needed.',
        },
      ],
    },
  },
  {
    // The benches and the journeys use the API through its testing entry (@dealscout/api/testing), never its insides.
    files: ['bench/**/*.{ts,mjs}', 'e2e/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/src/**', '**/apps/api/test/**', '@dealscout/api/src/**', '@dealscout/api/test/**'],
              message: 'Import what the API offers to benches and journeys from @dealscout/api/testing (apps/api/src/testing.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...serverMessageComparisons, ...untypedApiCalls],
    },
  },
  {
    // The one place that speaks HTTP, and the live stream's reader, which opens the address apiUrl gave.
    files: ['apps/web/src/platform/http.ts', 'apps/web/src/platform/live-changes.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...serverMessageComparisons] },
  },
  ...featureBoundaries,
  ...moduleDoors,
);
