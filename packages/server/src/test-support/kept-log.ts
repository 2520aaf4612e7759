import type { FastifyBaseLogger } from 'fastify';

/** A logger that keeps what it was told, to read back what a job logged. */
export function keptLog() {
  const lines: { level: string; obj: unknown; msg?: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      lines.push({ level, obj, msg });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}
