// A federation runtime plugin for the built shell: it puts the shell's own runtime core on the
// page for the remotes, which are built with experiments.externalRuntime and so do not ship one.
// The library's inject-external-runtime-core-plugin does the same, but its import of the core
// resolved to another copy, which put a second runtime (~24 KiB gzip) into the shell's entry;
// this imports the very file webpack's federation runtime uses (aliased in webpack-app.mjs).
// @ts-expect-error -- an alias only webpack resolves (webpack-app.mjs)
import * as runtimeCore from 'dss-federation-runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'dss-provide-runtime-core',
    /** @template T @param {T} args @returns {T} */
    beforeInit(args) {
      const page = /** @type {Record<string, unknown>} */ (globalThis);
      page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
