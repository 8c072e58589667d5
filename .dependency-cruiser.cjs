// Import rules of ARCHITECTURE §3, checked by `npm test` (scripts/test.mjs) with
// `depcruise apps/web/src apps/server/src packages`. Type-only imports count: a cycle through a type
// is still a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere: move what both sides need into a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'packages/domain holds pure rules: it imports nothing from the apps nor from packages/contract.',
      from: { path: '^packages/domain/' },
      to: { path: ['^apps/', '^packages/contract/'] },
    },
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'packages/contract may import packages/domain, never the apps.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment:
        'The web imports packages/contract and packages/domain, never server (or other app) code. One test ' +
        "is the exception: it holds the web's DOMPurify and the server's sanitize-html to the same results.",
      from: { path: '^apps/web/', pathNot: '^apps/web/src/features/notificacoes/safe-html\\.test\\.ts$' },
      to: { path: '^apps/', pathNot: '^apps/web/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The server never imports the web app.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment:
        'The shared web code (ui/, api/, session/, routing/, i18n/) imports no feature and not app/: features and app build on it.',
      from: { path: '^apps/web/src/(ui|api|session|routing|i18n)/' },
      to: { path: '^apps/web/src/(features|app)/', pathNot: '^apps/web/src/features/[^/]+/i18n/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment:
        'A feature never imports app/ (the router, screens, layouts, menus): app/ puts the features together.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-through-its-entry',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's entry file (features/<name>/index.ts), never its other files.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-other-module-repository',
      severity: 'error',
      comment:
        "A server module may call another module's service, never its repository (repository.ts or *-repository.ts).",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/.+[/-]repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'aulas-praticas-through-services',
      severity: 'error',
      comment:
        'Another module reaches the practical lessons only through the service of one of their parts (agendamento, execucao, envio, consultas).',
      from: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/aulas-praticas/' },
      to: {
        path: '^apps/server/src/modules/aulas-praticas/',
        pathNot: '^apps/server/src/modules/aulas-praticas/[^/]+/service\\.ts$',
      },
    },
    {
      name: 'aulas-praticas-parts-through-services',
      severity: 'error',
      comment:
        "A part of the practical lessons (a folder of modules/aulas-praticas) reaches another part only through that part's service.",
      from: { path: '^apps/server/src/modules/aulas-praticas/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/aulas-praticas/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/aulas-praticas/$1/',
          '^apps/server/src/modules/aulas-praticas/[^/]+/service\\.ts$',
        ],
      },
    },
    {
      name: 'aulas-praticas-shared-below-parts',
      severity: 'error',
      comment:
        'The files shared by the parts of the practical lessons (the lesson record, its views, refusals, access) import no part: the parts build on them.',
      from: {
        path: '^apps/server/src/modules/aulas-praticas/[^/]+\\.ts$',
        pathNot: '^apps/server/src/modules/aulas-praticas/[^/]+\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/modules/aulas-praticas/[^/]+/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages (@cfc/contract, @cfc/domain) resolve through their package.json `exports`
    // to their TypeScript sources under packages/.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
