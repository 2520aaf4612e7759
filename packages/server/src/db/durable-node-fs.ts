import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
interface NodeStream {
  nfd: number;
}

/**
 * PGlite's Node file system with fsync. Emscripten's NODEFS (PGlite 0.5.16) has no fsync
 * operation, so PostgreSQL's fsync() returns at once without reaching the disk, whatever its
 * `fsync` setting: a commit would be in the OS cache only and lost to a power cut. This gives
 * NODEFS the operation, calling the real fsync(2) on the file (docs/decisions/server.md, "PGlite
 * durability"). `sync` is Node's fsyncSync; a test may count the calls.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Partial<EmscriptenOptions>): Promise<{ emscriptenOpts: Partial<EmscriptenOptions> }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const giveFsync = (mod: EmscriptenOptions) => {
      // PGlite's types leave NODEFS untyped.
      const nodefs: { stream_ops?: Record<string, unknown> } = mod.NODEFS;
      const streamOps = nodefs.stream_ops;
      // Refuse to run undurable if a PGlite upgrade moved what this relies on.
      if (!streamOps) throw new Error('PGlite no longer exposes NODEFS.stream_ops: commits could not be made durable.');
      streamOps.fsync = (stream: NodeStream) => {
        this.sync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } };
  }
}
