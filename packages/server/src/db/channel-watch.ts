import pg from 'pg';

/**
 * A PostgreSQL channel listened to on a connection of its own. `generation` changes on every
 * notice, on `bump()` and whenever the connection is lost or regained, so something remembered
 * under one generation is known stale under the next. `live` is true only while the LISTEN
 * holds: a notice may have been missed at any other time.
 */
export interface ChannelWatch {
  readonly live: boolean;
  readonly generation: number;
  /** Marks everything remembered so far as stale, for a change this process made itself. */
  bump(): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export function watchChannel(connectionString: string, channel: string): ChannelWatch {
  let live = false;
  let generation = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    live = false;
    generation++;
    c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect() {
    retry = null;
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', () => generation++);
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (client !== c || closed) return;
      // Anything may have changed while nobody listened.
      generation++;
      live = true;
    } catch {
      lost(c);
    }
  }

  void connect();
  return {
    get live() {
      return live;
    },
    get generation() {
      return generation;
    },
    bump() {
      generation++;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
