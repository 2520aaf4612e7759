// Runs the server test files given as arguments in this one process, one after another: started
// as `node --import tsx --test-reporter=spec run-in-one-process.ts FILE…` by npm test's server
// stage. `node --test` starts a process per file, and each spent about 4 s of a busy two-core
// machine loading TypeScript, Fastify, Kysely and PGlite again before its first test.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
