import type { Readable } from 'node:stream';
import pLimit from 'p-limit';

/**
 * Work that keeps this process's one thread busy for seconds, such as a download of a school's
 * whole history, runs one at a time in the order asked, so that everyone else's requests still
 * find the event loop free between its batches: four exports at once had multiplied a cheap
 * request's p99 by 3.4 on the large school, one at a time by 1.1 (bench: the exports case).
 */
const heavyWork = pLimit(1);

/**
 * Writes a download's body in its turn. The turn ends when the writing settles or when the body
 * closes, whichever is first: a writer waiting for a reader who has gone (a cancelled download)
 * would otherwise hold the turn of every download after it.
 */
export function writeInTurn(body: Readable, write: () => Promise<void>): Promise<void> {
  const closed = new Promise<void>((resolve) => body.once('close', resolve));
  return heavyWork(() => Promise.race([write(), closed]));
}
