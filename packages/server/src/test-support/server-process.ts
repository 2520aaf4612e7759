import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const MAIN = join(HERE, '..', 'main.ts');
const EXIT_WITH_PARENT = pathToFileURL(join(HERE, 'exit-with-parent.ts')).href;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  url: string;
  /** Everything the server wrote to stdout and stderr so far, when started with keepOutput. */
  output(): string;
  /** Ends the server (SIGTERM, then SIGKILL if it lingers) and waits for its exit. */
  stop(): Promise<void>;
}

/** Servers still running, killed if this process exits without stopping them. */
const running = new Set<ReturnType<typeof spawn>>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('No free port.');
  return address.port;
}

/**
 * The real server entry (main.ts, as `npm run serve` starts it) in a child process on
 * `databaseUrl` and a free loopback port, answered once /api/health does. The server migrates
 * and, finding staff, seeds nothing; `env` adds settings (SMTP_URL...). A server that ends or
 * never answers rejects with what it wrote on stderr.
 * One worker unless `env` says otherwise: on PostgreSQL a server runs one per core, three
 * processes loading the whole server where one serves the test (processes/workers.test.ts
 * covers the workers).
 */
export async function startServerProcess(opts: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** keep all the server writes (its log), not only the end of stderr */
  keepOutput?: boolean;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APPS_ROOT: '',
      LOG_LEVEL: 'error',
      WORKERS: '1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dss-process-data-')),
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'dss-process-outbox-')),
      ...opts.env,
    },
    stdio: ['pipe', opts.keepOutput ? 'pipe' : 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    if (opts.keepOutput) output += chunk.toString('utf8');
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const lingering = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(lingering);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server process ended before answering (${child.exitCode ?? child.signalCode}): ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The server process did not answer /api/health within ${START_TIMEOUT_MS / 1000} s: ${stderr}`);
}
