// `npm run check:cycles`, second of two: the API's modules (apps/api/src/modules/<name>, each with what lies below it) as
// one node each, so that two modules that use each other fail even where no two files do.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'API modules must not use each other both ways: the arrows between modules run one way.',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
  ],
  // Only the modules' files: the folders above them (app.ts, the seed, the tests) use every module and would close loops.
  options: { includeOnly: '^apps/api/src/modules/' },
};
