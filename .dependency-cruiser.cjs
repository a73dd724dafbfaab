/**
 * Architecture boundaries (decision 046). `npm run lint:deps` checks them, with scripts/lint-deps.mjs adding the
 * module-pair rule; `npm run validate` and CI run it.
 * Test files may import anything, but they may not take part in a cycle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TEST_FILES = '(\\.test\\.tsx?$|/test/|/e2e/)';
const WEB = '^apps/web/src/';
const API = '^apps/api/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order fragile and hide which module owns a rule: break them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-lib-not-features',
      severity: 'error',
      comment: 'lib/ and hooks/ are the bottom layer of the web app: they never import a feature.',
      from: { path: `${WEB}(lib|hooks)/`, pathNot: TEST_FILES },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-sign-in-no-library',
      severity: 'error',
      comment:
        'The sign-in page (login.html, decision 066) is drawn by its HTML and loads no library: its script imports ' +
        "nothing of the app but lib/ and the shared package's zod-free modules (packages are left out of this graph: " +
        'the 20 kB budget of check:budgets and e2e/sign-in.test.ts hold those).',
      from: { path: `${WEB}sign-in/`, pathNot: TEST_FILES },
      to: { pathNot: `^(${WEB}(sign-in|lib)/|packages/shared/src/(app-id|home-path|auth|errors|index)\\.ts$)` },
    },
    {
      name: 'web-features-not-app',
      severity: 'error',
      comment: 'Features never import the app shell (app/): the shell composes the features, not the other way round.',
      from: { path: `${WEB}features/`, pathNot: TEST_FILES },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment:
        'A feature uses another feature only through the index.ts that the other exports on purpose ' +
        '(features/<name>/index.ts). The app shell (app/) composes features and lazy-loads their pages directly.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST_FILES },
      to: {
        path: `${WEB}features/[^/]+/.+`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-plugins-not-modules',
      severity: 'error',
      comment: 'Plugins are infrastructure shared by every module: they never import a module.',
      from: { path: `${API}plugins/`, pathNot: TEST_FILES },
      to: { path: `${API}modules/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
