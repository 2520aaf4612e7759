import type { Kysely } from 'kysely';
import type { ChannelWatch } from '../db/channel-watch';
import { sessionWatchOf } from '../db/database';
import type { Database } from '../db/tables';
import type { StaffPrincipal } from './staff-access';

/** Enough for every open session of a large office; beyond it the cache starts again. */
const MAX_ENTRIES = 10_000;

interface Entry {
  principal: StaffPrincipal;
  /** performance.now() after which the session must be looked up (and renewed) again */
  until: number;
  generation: number;
}

/**
 * The sessions this process has checked, by token hash, so a signed-in request needs no
 * session query. Trusted only while the process listens for session changes (migration 019)
 * and only under the generation they were looked up in: any notice, any write this process
 * commits, or a lost connection makes every entry stale. An entry also ends when its session
 * is next due to be renewed (at most a minute), so renewal and the idle timeout work as before.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly watch: ChannelWatch) {}

  /** The generation a lookup starts under; pass it back to `put`. */
  get generation(): number {
    return this.watch.generation;
  }

  get(tokenHash: string): StaffPrincipal | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.watch.live || entry.generation !== this.watch.generation || entry.until <= performance.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.principal;
  }

  /** Remembers a session found valid for `validMs`, unless anything changed since `generation`. */
  put(tokenHash: string, principal: StaffPrincipal, validMs: number, generation: number): void {
    if (!this.watch.live || generation !== this.watch.generation || !(validMs > 0)) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    Object.freeze(principal.permissions);
    this.entries.set(tokenHash, { principal: Object.freeze(principal), until: performance.now() + validMs, generation });
  }
}

const caches = new WeakMap<Kysely<Database>, SessionCache>();

/** The session cache of a PostgreSQL handle; undefined on PGlite (one process, nothing to save). */
export function sessionCacheOf(db: Kysely<Database>): SessionCache | undefined {
  let cache = caches.get(db);
  if (!cache) {
    const watch = sessionWatchOf(db);
    if (!watch) return undefined;
    caches.set(db, (cache = new SessionCache(watch)));
  }
  return cache;
}

/**
 * After this process commits a write: whatever it changed, a session it remembers may have
 * ended, and its own next request must not wait for the notice to come back.
 */
export function sessionsMayHaveChanged(db: Kysely<Database>): void {
  sessionWatchOf(db)?.bump();
}
