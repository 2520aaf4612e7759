// Builds the shell and the five remotes, two at a time (the machines have two cores).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APPS, ROOT, ensureInstalled, pnpmCommand } from './workspace.mjs';

ensureInstalled();
const [cmd, ...pre] = pnpmCommand();
const queue = [...(process.argv.length > 2 ? process.argv.slice(2) : APPS)];
const started = Date.now();
let failed = false;

async function worker() {
  while (queue.length && !failed) {
    const app = queue.shift();
    const t0 = Date.now();
    const code = await new Promise((done) => {
      const child = spawn(cmd, [...pre, 'run', 'build'], { cwd: join(ROOT, app), stdio: 'inherit' });
      child.on('close', done);
    });
    if (code !== 0) {
      failed = true;
      console.error(`✖ build of ${app} failed`);
    } else console.log(`✔ built ${app} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

await Promise.all([worker(), worker()]);
if (failed) process.exit(1);
console.log(`All apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
