import cluster, { type Worker } from 'node:cluster';

/** Set in the environment of the one worker that runs the periodic lifecycle job. */
export const RUNS_JOBS_ENV = 'DSS_RUNS_JOBS';

function log(msg: string, fields: Record<string, unknown> = {}) {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
}

/**
 * The primary process of a server with several workers (node:cluster): the workers share the
 * port and nothing else (sessions, sign-in limits and jobs live in PostgreSQL). Exactly one
 * worker runs the lifecycle job, so it runs once per interval rather than once per worker (its
 * advisory lock still keeps apart servers on other machines). A worker that dies is replaced,
 * in the same role; SIGINT or SIGTERM stops the workers and then the primary. `env` is added to
 * each worker's environment (the runtime role's URL, which the primary provisioned).
 */
export function runPrimary(workers: number, env: Record<string, string>): void {
  let stopping = false;
  const fork = (runsJobs: boolean): Worker => {
    const worker = cluster.fork(runsJobs ? { ...env, [RUNS_JOBS_ENV]: '1' } : env);
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log('worker stopped; starting another', { worker: worker.process.pid, code, signal });
      fork(runsJobs);
    });
    return worker;
  };
  for (let i = 0; i < workers; i++) fork(i === 0);
  log('server workers started', { workers });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      let left = running.length;
      if (!left) process.exit(0);
      for (const worker of running) {
        worker.once('exit', () => {
          if (--left === 0) process.exit(0);
        });
        worker.process.kill('SIGTERM');
      }
    });
  }
}
