// What `npm test -- --changed` narrows each stage to: the files a change touches, and the tests
// and projects they lead to. CI never uses it; it runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

const git = (args) => {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
};

/**
 * The files changed against `base` (uncommitted changes and new files when it is HEAD; commits
 * since the branch left it as well, for `--changed=main`), those still present.
 */
export function changedFiles(base = 'HEAD') {
  const since = base === 'HEAD' ? 'HEAD' : git(['merge-base', base, 'HEAD'])[0];
  const files = new Set([...git(['diff', '--name-only', since]), ...git(['ls-files', '--others', '--exclude-standard'])]);
  return [...files].filter((file) => existsSync(join(ROOT, file))).sort();
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
export const isSource = (file) => SOURCE.test(file);

/** The type-checked projects a change touches: the web program (`web`) or a project's own folder. */
export function touchedProjects(files, projects, inWeb, web) {
  const touched = new Set();
  for (const file of files.filter(isSource)) {
    const folder = file
      .split('/')
      .slice(0, file.startsWith('packages/') ? 2 : 1)
      .join('/');
    if (inWeb(folder)) touched.add(web);
    else if (projects.includes(folder)) touched.add(folder);
  }
  return [...touched];
}

/**
 * The server test files a change leads to: each changed test file, and every test file in the
 * folder of a changed server source (a handler's tests sit beside it). A change to the contract
 * or a shared server folder (db, wire, test-support) can reach any of them: run the whole stage.
 */
export function serverTestsFor(files, allServerTests) {
  const server = 'packages/server/src/';
  const reachesAll = files.some(
    (file) =>
      isSource(file) &&
      (file.startsWith('packages/contract/src/') || /^packages\/server\/src\/(db|wire|test-support)\//.test(file)),
  );
  if (reachesAll) return allServerTests;
  const folders = new Set(files.filter((f) => f.startsWith(server) && isSource(f)).map((f) => dirname(join(ROOT, f))));
  return allServerTests.filter((test) => folders.has(dirname(test)) || files.includes(relative(ROOT, test)));
}

/** Every server test file, sorted. */
export function serverTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'packages/server/src'));
  return files.sort();
}
