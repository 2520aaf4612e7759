import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const base = process.env.DATABASE_URL;

interface LogLine {
  pid: number;
  msg: string;
}

// Several workers run on PostgreSQL only; PGlite is one process.
describe('a server of two workers on PostgreSQL', { skip: !base && 'PostgreSQL only (DATABASE_URL)' }, () => {
  const name = `dss_workers_${randomBytes(5).toString('hex')}`;
  const lines: LogLine[] = [];
  let child: ReturnType<typeof spawn>;
  let exited: Promise<number | null>;
  let port = 0;

  const waitFor = async (test: () => boolean, what: string) => {
    for (let i = 0; i < 1200 && !test(); i++) {
      if (child.exitCode !== null) throw new Error(`the server ended before ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(test(), `never saw ${what}`);
  };

  before(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        PORT: '0',
        APPS_ROOT: '',
        DEMO: '0',
        LICENCE_SECRET: 'workers-test-secret',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = (partial + chunk.toString('utf8')).split('\n');
      partial = text.pop()!;
      for (const line of text) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    });
    const listening = () => lines.filter((l) => /^Server listening at /.test(l.msg));
    await waitFor(() => listening().length === 2, 'two workers listening');
    port = Number(/:(\d+)$/.exec(listening()[0]!.msg)![1]);
  });

  after(async () => {
    child.kill('SIGTERM');
    await exited;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('listens on one port with two processes, each answering', async () => {
    const workers = new Set(lines.filter((l) => /^Server listening at /.test(l.msg)).map((l) => l.pid));
    assert.equal(workers.size, 2);
    assert.ok(!workers.has(child.pid!), 'the primary itself does not serve');
    const answered = () => new Set(lines.filter((l) => l.msg === 'answered').map((l) => l.pid));
    // Each request on a new connection; the primary hands connections to the workers in turn.
    for (let i = 0; i < 20 && answered().size < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      assert.equal(res.status, 200);
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.deepEqual([...answered()].sort(), [...workers].sort());
  });

  it('schedules the lifecycle job in one worker only', async () => {
    const scheduled = lines.filter((l) => l.msg === 'lifecycle job scheduled');
    assert.equal(scheduled.length, 1);
  });

  it('stops every worker, and then itself, on SIGTERM', async () => {
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  });
});
