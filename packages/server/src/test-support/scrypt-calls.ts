import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { mock } from 'node:test';

type ScryptDone = (err: Error | null, key: Buffer) => void;

export interface ScryptCalls {
  /** scrypt calls begun since watching */
  readonly calls: number;
  /** the most calls running at the same moment */
  readonly mostAtOnce: number;
  /** Resolves once a call has begun (held, with `hold`). */
  begun(): Promise<void>;
  /** Lets the held calls run. */
  release(): void;
  /** Puts the real scrypt back. */
  restore(): void;
}

/**
 * Watches node:crypto's scrypt, which every password hash and check calls (auth/password-hash.ts):
 * how many calls begin and how many run at once; with `hold`, calls wait for release(). The
 * module's named import follows the mocked property once syncBuiltinESMExports() has run, so the
 * production code needs no seam for it.
 */
export function watchScrypt(opts: { hold?: boolean } = {}): ScryptCalls {
  const real = crypto.scrypt as unknown as (...args: unknown[]) => void;
  let calls = 0;
  let running = 0;
  let mostAtOnce = 0;
  let held: (() => void)[] | null = opts.hold ? [] : null;
  let onBegin: (() => void)[] = [];
  const watched = mock.method(crypto, 'scrypt', (...args: unknown[]) => {
    const done = args.pop() as ScryptDone;
    calls++;
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    const run = () =>
      real(...args, (err: Error | null, key: Buffer) => {
        running--;
        done(err, key);
      });
    if (held) held.push(run);
    else run();
    for (const begun of onBegin) begun();
    onBegin = [];
  });
  syncBuiltinESMExports();
  return {
    get calls() {
      return calls;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    begun: () => (calls > 0 ? Promise.resolve() : new Promise<void>((resolve) => onBegin.push(resolve))),
    release() {
      const waiting = held ?? [];
      held = null;
      for (const run of waiting) run();
    },
    restore() {
      this.release();
      watched.mock.restore();
      syncBuiltinESMExports();
    },
  };
}
