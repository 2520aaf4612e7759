// One-way imports, checked in npm test's lint stage:
//   depcruise shell mfe-admin mfe-bookings mfe-instructors mfe-learners mfe-reports packages e2e
// Packages flow into remotes, remotes into the shell's composition at run time (module
// federation), never by import; everything reaches the server through the wire (packages/contract).
// Each rule says why it exists; a violation fails the run with the rule's name and comment.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-to-remote',
      severity: 'error',
      comment:
        'Remotes are built and deployed separately and load at run time through the remote map. An import from ' +
        'another remote would bundle a second copy of its code, break its independent deployment and tie two ' +
        "domains together. Share through packages/ui, packages/api or packages/contract, or link to the other remote's route.",
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-to-shell',
      severity: 'error',
      comment:
        'The shell composes the remotes at run time; a remote that imports the shell would bundle a copy of it (a ' +
        'second store, second router) and could no longer run or deploy on its own. Shared state belongs in ' +
        'packages/api, shared components in packages/ui.',
      from: { path: '^mfe-[^/]+/' },
      to: { path: '^shell/' },
    },
    {
      name: 'browser-code-to-server',
      severity: 'error',
      comment:
        'The shell, the remotes and the packages they bundle (api, ui) reach the server only through the wire: the ' +
        'actions declared in packages/contract, called through packages/api. Importing server code would ship it ' +
        '(with its database drivers and secrets handling) to the browser.',
      from: { path: '^(shell|mfe-[^/]+|packages/(api|ui))/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'chakra-through-ui-kit',
      severity: 'error',
      comment:
        'Chakra UI reaches the shell and the remotes only through packages/ui, the one shared copy: it re-exports the ' +
        'components in use and holds the system with their recipes, so Chakra is tree-shaken and loaded once. A direct ' +
        'import would load all of Chakra again (a second, unthemed copy in a remote). Add the component to ' +
        'packages/ui/src/chakra-components.ts and its recipe to packages/ui/src/theme/recipes.ts.',
      from: { path: '^(shell|mfe-[^/]+)/' },
      // matches the package whether or not the app could resolve it
      to: { path: '(^|/)@chakra-ui/' },
    },
    {
      name: 'contract-to-workspace',
      severity: 'error',
      comment:
        'packages/contract is the single declaration of the wire that every app and the server build on. It must ' +
        'not import any app, the server or the other packages, or every one of them would depend on all the others.',
      from: { path: '^packages/contract/' },
      to: { path: '^(shell|mfe-[^/]+|e2e|packages/(?!contract/)[^/]+)/' },
    },
    {
      name: 'contract-runtime-free',
      severity: 'error',
      comment:
        'packages/contract runs unchanged in the browser, in the server and in Jest: it may import only itself, ' +
        'zod, date-fns and @date-fns/tz, never a Node built-in (node:fs, node:crypto, ...) or a browser/React library. ' +
        'date-fns (plain calendar arithmetic and parsing) and @date-fns/tz are allowed because the contract ' +
        'computes and validates dates on the school calendar day in ' +
        'Europe/London, and src/time/london.ts is the one London clock of the server, the kit and the remotes ' +
        '(docs/decisions/london-time.md); it runs in both Node and the browser. Its Jest config, compat/ (the wire ' +
        'compatibility check npm test runs) and tools/ (the writer of its London clock-change table) are tooling, not the contract.',
      from: {
        path: '^packages/contract/',
        pathNot: ['^packages/contract/jest\\.config\\.cjs$', '^packages/contract/compat/', '^packages/contract/tools/'],
      },
      to: { pathNot: ['^packages/contract/', 'node_modules/zod/', 'node_modules/date-fns/', 'node_modules/@date-fns/tz/'] },
    },
    {
      name: 'wire-check-is-tooling',
      severity: 'error',
      comment:
        'packages/contract/compat is the wire compatibility check of npm test (Node, the JSON Schema converter of the schema library): no app, ' +
        "package or server code may import it. Tests and benches may: they read the requests' fields through its " +
        "JSON Schemas, as the check does, not through the schema library's internals.",
      from: {
        pathNot: ['^packages/contract/compat/', '(/test-support/|/test-utils/|[.]test[.]tsx?$|^packages/server/bench/)'],
      },
      to: { path: '^packages/contract/compat/' },
    },
    {
      name: 'package-to-app',
      severity: 'error',
      comment:
        'packages/api and packages/ui are shared singletons loaded by every app; importing an app from them would ' +
        'make every remote depend on that app and reverse the one-way flow packages -> remotes -> shell.',
      from: { path: '^packages/(api|ui)/' },
      to: { path: '^(shell|mfe-[^/]+|e2e)/' },
    },
    {
      name: 'server-to-browser-code',
      severity: 'error',
      comment:
        'The server shares only packages/contract with the front end; it serves the built apps as files and never ' +
        'imports their source (React, Chakra and the browser store have no place in the server process).',
      from: { path: '^packages/server/' },
      to: { path: '^(shell|mfe-[^/]+|e2e|packages/(api|ui))/' },
    },
    {
      name: 'production-to-test-code',
      severity: 'error',
      comment:
        'Tests, fixtures, walks, benches and code generators live in test-support, test-utils, bench and codegen folders (and *.test files) so ' +
        'that what ships never carries them: production code imports none of them.',
      from: {
        path: '^(shell|mfe-[^/]+|packages/[^/]+)/src/',
        pathNot: '(/test-support/|/test-utils/|[.]test[.]tsx?$|[.]perf[.]ts$|^packages/test-support/)',
      },
      to: { path: '(/test-support/|/test-utils/|[.]test[.]tsx?$|^packages/test-support/|^packages/server/(bench|codegen)/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Circular imports make module initialisation order-dependent (undefined at import time), defeat code ' +
        'splitting and hide a missing abstraction. Move the shared part into a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that cannot be resolved cannot be checked by the rules above (and usually fails the build too). ' +
        'Add the package to the importing package.json.',
      from: {},
      // Webpack's aliases (packages/build): the remote the dev host develops, and the federation
      // runtime core the built shell hands to the remotes.
      to: { couldNotResolve: true, pathNot: '^(dss-remote-routes|dss-federation-runtime-core)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and scratch space inside the workspace; node_modules stays in view (not followed)
    // so that the rules can see which packages are imported.
    exclude: { path: '^(shell|mfe-[^/]+|e2e|packages/[^/]+)/(dist|generated|coverage|\\.scratch)/' },
    // Type-only imports couple code as much as value imports do.
    tsPreCompilationDeps: true,
    // Workspace packages (@dss/*) resolve through their node_modules links to their source.
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
