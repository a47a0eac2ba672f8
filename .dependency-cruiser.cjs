/** Import rules of docs/ARCHITECTURE.md, checked in CI (npm run lint). */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-only-zod',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { dependencyTypesNot: ['local'], pathNot: ['node_modules/zod'] },
    },
    { name: 'server-not-web', severity: 'error', from: { path: '^packages/server' }, to: { path: '^packages/web' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^packages/web' }, to: { path: '^packages/server' } },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      from: { path: '^packages/server/src/platform' },
      to: { path: '^packages/server/src/modules' },
    },
    {
      name: 'modules-through-index',
      comment: 'A module imports another only through its index.ts.',
      severity: 'error',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: { path: '^packages/server/src/modules/([^/]+)/(?!index\\.ts$)', pathNot: '^packages/server/src/modules/$1/' },
    },
    {
      name: 'requests-do-not-read-reports-or-payroll',
      severity: 'error',
      from: { path: '^packages/server/src/modules/(?!reports|payroll)' },
      to: { path: '^packages/server/src/modules/(reports|payroll)/' },
    },
    {
      name: 'web-features-independent',
      comment: 'Features do not import each other.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/([^/]+)/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'web-ui-lib-below-features',
      severity: 'error',
      from: { path: '^packages/web/src/(ui|lib)/' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: '^packages/web/src/features/' },
      to: { path: '^packages/web/src/app/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
