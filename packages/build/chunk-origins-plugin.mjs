// Writes dist/chunk-origins.json: for each emitted script, the folders its code comes from
// ('shell', 'mfe-admin', 'packages/ui', 'node_modules'). The bundle budgets use it to tell an
// app's own code from the shared packages' code that every app's build also emits; comparing
// the files themselves fails, because webpack's module ids differ from one app's build to another.
import { relative, sep } from 'node:path';

/** @param {string} root @param {string} resource */
function originOf(root, resource) {
  const path = relative(root, resource).split(sep);
  if (path.includes('node_modules')) return 'node_modules';
  return path[0] === 'packages' ? `packages/${path[1]}` : path[0];
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
        for (const chunk of compilation.chunks) {
          const folders = new Set();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // a concatenated module holds the modules it was made of
            const inner = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
            for (const part of inner ? [...inner] : [module]) {
              const resource = /** @type {{ resource?: string }} */ (part).resource;
              if (resource) folders.add(originOf(this.root, resource));
            }
          }
          for (const file of chunk.files) if (file.endsWith('.js')) origins[file] = [...folders].sort();
        }
        compilation.emitAsset('chunk-origins.json', new sources.RawSource(JSON.stringify(origins, null, 1)));
      });
    });
  }
}
