import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_NOTICE, MISSING_LICENCE_SECRET_TEXT } from './config';
import { LOCK_FILE_NAME } from './db/data-dir-lock';
import { SKIP_IN_POSTGRES_PASS } from './test-support/engine-passes';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr(): string;
  exited: Promise<number | null>;
}

/** Runs main.ts as `npm run serve` does, on PGlite in `dataDir`, with the API only. */
function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', APPS_ROOT: '', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    stdout.push(...lines);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout, stderr: () => stderr, exited };
}

async function waitForLine(started: Started, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 1800; i++) {
    const line = started.stdout.find((l) => pattern.test(l));
    if (line) return line;
    if (started.child.exitCode !== null) throw new Error(`main.ts ended: ${started.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`main.ts never logged ${pattern}`);
}

const messageOf = (line: string) => (JSON.parse(line) as { msg: string }).msg;

describe('starting the server (main.ts)', { skip: SKIP_IN_POSTGRES_PASS }, () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dss-main-test-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses DEMO=0 without LICENCE_SECRET, saying why on stderr', async () => {
    const started = startMain({ DEMO: '0', LICENCE_SECRET: '', DATA_DIR: dataDir });
    assert.equal(await started.exited, 1);
    assert.equal(started.stderr(), `The server did not start. ${MISSING_LICENCE_SECRET_TEXT}\n`);
  });

  it('holds its data folder: a second process on it stops at start, and a clean stop frees it', async () => {
    const first = startMain({ DEMO: '0', LICENCE_SECRET: 'test-secret', DATA_DIR: dataDir });
    try {
      await waitForLine(first, /Server listening/);
      assert.ok(!first.stdout.some((l) => messageOf(l) === DEMO_NOTICE));
      const second = startMain({ DEMO: '0', LICENCE_SECRET: 'test-secret', DATA_DIR: dataDir });
      assert.equal(await second.exited, 1);
      assert.match(
        second.stderr(),
        new RegExp(
          `^The server did not start\\. The data folder .* is in use by another server process \\(pid ${first.child.pid}\\)`,
        ),
      );
    } finally {
      first.child.kill('SIGTERM');
    }
    assert.equal(await first.exited, 0);
    assert.equal(existsSync(join(dataDir, LOCK_FILE_NAME)), false);
  });

  it('says in its first log line that a demo server is a demo', async () => {
    const started = startMain({ DATA_DIR: dataDir });
    try {
      const first = await waitForLine(started, /./);
      assert.equal(messageOf(first), DEMO_NOTICE);
    } finally {
      started.child.kill('SIGKILL');
    }
    await started.exited;
  });
});
