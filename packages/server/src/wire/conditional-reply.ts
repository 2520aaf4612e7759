import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a polled action's JSON with an ETag (a hash of the JSON text): when the caller sends
 * that tag back in If-None-Match, the reply is unchanged and goes as 304 with no body. The
 * actions are POSTs, which no HTTP cache keeps, so the caller (wire-base-query.ts) keeps the
 * last reply and its tag itself.
 */
export function sendConditional(request: FastifyRequest, reply: FastifyReply, result: unknown) {
  const text = JSON.stringify(result);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const sent = request.headers['if-none-match'];
  if (sent && sent.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}
