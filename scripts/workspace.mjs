// Helpers shared by the root scripts (start, build, test): install, run a step, report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-learners', 'mfe-instructors', 'mfe-bookings', 'mfe-reports', 'mfe-admin'];

const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** pnpm as pinned in package.json: the one on PATH if it is that version, else through npx. */
export function pnpmCommand() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (found.status === 0 && found.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules/.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  const [cmd, ...args] = pnpmCommand();
  run(cmd, [...args, 'install', '--frozen-lockfile'], { label: 'install' });
}

/** Runs a command in the foreground, stopping the script when it fails. */
export function run(cmd, args, { cwd = ROOT, env = {}, label = `${cmd} ${args.join(' ')}` } = {}) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/**
 * Runs a command, echoing its output as it comes and answering it whole with the exit code.
 * With `prefix`, each echoed line starts with it (for commands that run side by side).
 */
export function runCaptured(cmd, args, { cwd = ROOT, env = {}, prefix = '' } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let partial = '';
    const take = (chunk) => {
      output += chunk;
      if (!prefix) {
        process.stdout.write(chunk);
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      if (lines.length) process.stdout.write(lines.map((line) => `${prefix}${line}\n`).join(''));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (prefix && partial) process.stdout.write(`${prefix}${partial}\n`);
      resolvePromise({ code: code ?? 1, output });
    });
  });
}

export const bin = (name) => join(ROOT, 'node_modules/.bin', name);
