// Architecture boundaries, checked by `npm run lint` through scripts/check-boundaries.mjs, which also
// resolves each front end's `@/` and checks module cycles on the server (docs/architecture.md). Each rule
// names the arrow it forbids; a failing rule prints the importing file and the file it reached.
const SERVER_MODULES = '^apps/server/src/modules/';

/**
 * bulletproof-react's one-way zones for one front end: its shared code (components/, lib/, config/, i18n/) serves
 * every feature, so it never imports one — a piece only one feature uses lives in that feature (a test may: the
 * locale test reads every feature's keys); and the app shell (src/app: router, providers) composes the features,
 * which never reach back into it.
 */
function oneWayZones(name, dir, title) {
  const src = `^apps/${dir}/src/`;
  return [
    {
      name: `${name}-shared-code-imports-no-feature`,
      comment: `The ${title}'s components/, lib/, config/ and i18n/ never import a feature.`,
      severity: 'error',
      from: { path: `${src}(components|lib|config|i18n)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${src}features/` },
    },
    {
      name: `${name}-features-import-no-app`,
      comment: `The ${title}'s shell (src/app) composes the features; a feature never reaches back into it.`,
      severity: 'error',
      from: { path: `${src}features/` },
      to: { path: `${src}app/` },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-depends-on-nothing',
      comment: 'The contract is the shared language of server, member app and console: it imports no app code.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench|packages/(?!contract/))' },
    },
    {
      name: 'ledger-knows-no-feature',
      comment: 'Money moves only through the ledger; it must not depend on the features that call it.',
      severity: 'error',
      from: { path: `${SERVER_MODULES}ledger/` },
      to: { path: SERVER_MODULES, pathNot: `${SERVER_MODULES}ledger/` },
    },
    {
      name: 'web-imports-no-other-app',
      comment: 'The member app shares only the contract with the server and the console.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/(server|admin)|e2e|bench)/' },
    },
    {
      name: 'console-imports-no-other-app',
      comment: 'The operator console shares only the contract with the server and the member app.',
      severity: 'error',
      from: { path: '^apps/admin/' },
      to: { path: '^(apps/(server|web)|e2e|bench)/' },
    },
    {
      name: 'server-module-uses-services-not-tables',
      comment:
        'A server module reaches another module through its services or index, never its repository or table ' +
        'files: the owner keeps its invariants (who may write a row, which cache to drop).',
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: '\\.test\\.ts$|test-support\\.ts$' },
      to: {
        path: `${SERVER_MODULES}[^/]+/.*\\.(repository|tables)\\.ts$`,
        pathNot: `${SERVER_MODULES}$1/`,
      },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A member-app feature does not import another; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'console-features-are-independent',
      comment: 'A console feature does not import another; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/admin/src/features/([^/]+)/' },
      to: { path: '^apps/admin/src/features/', pathNot: '^apps/admin/src/features/$1/' },
    },
    ...oneWayZones('web', 'web', 'member app'),
    ...oneWayZones('console', 'admin', 'console'),
    {
      name: 'no-file-cycles',
      comment: 'Import cycles make load order matter and hide which part is the lower one.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.tmp|data|artifacts)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
