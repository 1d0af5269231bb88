// `npm run check:cycles`, first of two: dependency-cruiser's rules for every file of the repository (apps, packages, e2e,
// bench, scripts). Every kind of import counts, `import type` too: each ties two files together for a reader and for the
// bundler. The second, .dependency-cruiser-modules.cjs, holds the API's modules to a graph without loops.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a loop: break it by moving what both need to a third file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-door',
      severity: 'error',
      comment: "An API module imports another only through that module's index.ts (also an eslint rule, which names the fix).",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import this check cannot follow would hide the cycles through it.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'investor-index-below-florence-and-discovery',
      severity: 'error',
      comment: 'The investor index serves Florence and discovery and imports neither: the arrows run from them to it.',
      from: { path: '^apps/api/src/modules/investor-index/' },
      to: { path: '^apps/api/src/modules/(florence|discovery)/' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: "The API's platform serves every module and depends on none: a module registers what platform needs.",
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|screenshots)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
  },
};
