import { createHash } from 'node:crypto';

/**
 * A shared package's exports as a short fingerprint. The kit and the api are shared singletons
 * whose version remotes require (packages/build/webpack-app.mjs), so each records the
 * fingerprint of every version in its public-api.json: new exports need a new version.
 */
export function exportsFingerprint(module: object): string {
  return createHash('sha256').update(Object.keys(module).sort().join('\n')).digest('hex').slice(0, 16);
}
