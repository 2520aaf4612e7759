// Writes dist/chunk-origins.json: for each emitted script, the folders its code comes from
// ('shell', 'mfe-admin', 'packages/ui', 'node_modules'). The bundle budgets use it to tell an
// app's own code from the shared packages' code that every app's build also emits; comparing
// the files themselves fails, because webpack's module ids differ from one app's build to another.
// And dist/chunk-packages.json: for each script, the npm packages in it, so the budgets can tell
// that a library bundled into an app's own chunks (zod) loads on a route.
import { relative, sep } from 'node:path';

/** @param {string} root @param {string} resource */
function originOf(root, resource) {
  const path = relative(root, resource).split(sep);
  if (path.includes('node_modules')) return 'node_modules';
  return path[0] === 'packages' ? `packages/${path[1]}` : path[0];
}

/** The npm package a file belongs to ('zod', '@chakra-ui/react'), or null for workspace code. @param {string} resource */
function packageOf(resource) {
  const path = resource.split(sep);
  const at = path.lastIndexOf('node_modules');
  if (at < 0) return null;
  return path[at + 1]?.startsWith('@') ? `${path[at + 1]}/${path[at + 2]}` : path[at + 1];
}

export class ChunkOriginsPlugin {
  /** @param {string} root the workspace root */
  constructor(root) {
    this.root = root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // the compiler's own webpack, not whichever copy this file would resolve
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkOrigins', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkOrigins', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Record<string, string[]>} */
        const origins = {};
        /** @type {Record<string, string[]>} */
        const packages = {};
        for (const chunk of compilation.chunks) {
          const folders = new Set();
          const names = new Set();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // a concatenated module holds the modules it was made of
            const inner = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
            for (const part of inner ? [...inner] : [module]) {
              const resource = /** @type {{ resource?: string }} */ (part).resource;
              if (!resource) continue;
              folders.add(originOf(this.root, resource));
              const name = packageOf(resource);
              if (name) names.add(name);
            }
          }
          for (const file of chunk.files)
            if (file.endsWith('.js')) {
              origins[file] = [...folders].sort();
              packages[file] = [...names].sort();
            }
        }
        compilation.emitAsset('chunk-origins.json', new sources.RawSource(JSON.stringify(origins, null, 1)));
        compilation.emitAsset('chunk-packages.json', new sources.RawSource(JSON.stringify(packages, null, 1)));
      });
    });
  }
}
