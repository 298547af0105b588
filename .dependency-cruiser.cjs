/**
 * The layers of docs/architecture.md as a rule: `npm run lint:layers` (part of `npm test`) fails on
 * an import against the grain or on any import cycle. Type-only imports count: a type is a dependency.
 * Each tier may import its own tier and the tiers below it, never one above.
 */
const tiers = (name, list) =>
  list.flatMap((tier, i) =>
    list.slice(i + 1).map((above) => ({
      name: `${name}: ${tier.name} must not import ${above.name}`,
      severity: 'error',
      from: { path: tier.path },
      to: { path: above.path },
    })),
  );

/** The portal, bottom to top. */
const portal = [
  { name: 'base (env, notices, search params, error reporting)', path: '^src/app/(env|notices|search-params)\\.ts$|^src/app/error-reporting/' },
  { name: 'auth', path: '^src/app/auth/' },
  { name: 'api', path: '^src/app/api/' },
  { name: 'ui', path: '^src/app/ui/' },
  { name: 'kit (pieces several features share)', path: '^src/app/kit/' },
  { name: 'features', path: '^src/app/features/' },
  { name: 'commands', path: '^commands/' },
  { name: 'frame (routes, shell, palette, router)', path: '^src/app/(routes|shell|palette)/|^src/app/(App|main|router|routeTree\\.gen)\\.tsx?$' },
];

/** The gateway, bottom to top. */
const gateway = [
  { name: 'base (config, log, errors)', path: '^src/server/(config|log|errors|project-root|work-signal|timeouts)\\.ts$' },
  { name: 'store', path: '^src/server/store/' },
  { name: 'repo (documents, reference data, files)', path: '^src/server/(repo|files)/' },
  { name: 'services', path: '^src/server/services/' },
  { name: 'adapters (http, workers, auth, sign-in provider, API description, metrics, seed)', path: '^src/server/(http|workers|auth|idp|openapi|seed)/|^src/server/metrics\\.ts$' },
  { name: 'entry (app, main)', path: '^src/server/(app|main|seed-cli)\\.ts$' },
];

module.exports = {
  forbidden: [
    { name: 'no-cycle', severity: 'error', comment: 'No import cycle, of files or through type imports.', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is shared by the portal and the gateway: it imports neither.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/app|src/server|commands)/' },
    },
    { name: 'portal-not-gateway', severity: 'error', from: { path: '^(src/app|commands)/' }, to: { path: '^src/server/' } },
    { name: 'gateway-not-portal', severity: 'error', from: { path: '^src/server/' }, to: { path: '^(src/app|commands)/' } },
    {
      name: 'feature-not-feature',
      severity: 'error',
      comment: 'A feature never imports another: what two features share moves down to src/app/kit or src/app/ui.',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'http-not-workers',
      severity: 'error',
      comment: 'The HTTP handlers and the workers are two doors onto the services; neither imports the other.',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/workers/' },
    },
    {
      name: 'workers-not-http',
      severity: 'error',
      from: { path: '^src/server/workers/' },
      to: { path: '^src/server/http/' },
    },
    ...tiers('portal', portal),
    ...tiers('gateway', gateway),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.gen\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
