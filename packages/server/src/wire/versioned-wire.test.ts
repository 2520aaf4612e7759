import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTRACT_SKEW_TEXT,
  CONTRACT_VERSION,
  CONTRACT_VERSION_HEADER,
  ENDPOINTS,
  HTTP_ERROR_TEXT,
  defineAction,
  shellActions,
} from '@dss/contract';
import { build, signIn, type TestApp } from '../test-support/inject';
import { registerEndpoints } from './dispatcher';
import { handle } from './handler';
import { ReplyDrifted, checkReply } from './reply-check';

const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];

describe('the versioned wire', () => {
  let server: TestApp;
  let token: string;
  before(async () => {
    server = await build();
    token = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  const quickInfo = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/${ENDPOINTS.officeUser}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ quickinfo: '1', token }).toString(),
    });

  it('answers every call with the wire version it speaks', async () => {
    const res = await quickInfo({});
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers[CONTRACT_VERSION_HEADER.toLowerCase()], CONTRACT_VERSION);
  });

  it('accepts a caller built against any minor of its major', async () => {
    for (const version of [`${major}.0.0`, `${major}.${minor + 5}.2`]) {
      const res = await quickInfo({ [CONTRACT_VERSION_HEADER]: version });
      assert.equal(res.statusCode, 200, version);
    }
  });

  it('tells a caller built against another major to reload, before reading anything else', async () => {
    for (const version of [`${major + 1}.0.0`, `${major - 1}.9.0`, 'not-a-version']) {
      const res = await quickInfo({ [CONTRACT_VERSION_HEADER]: version });
      assert.equal(res.statusCode, 409, version);
      assert.deepEqual(res.json(), { result: { code: 0, text: CONTRACT_SKEW_TEXT } });
      assert.equal(res.headers[CONTRACT_VERSION_HEADER.toLowerCase()], CONTRACT_VERSION);
    }
  });
});

describe('replies checked against their declaration', () => {
  it('passes a reply that matches and names the paths of one that drifted', () => {
    const counts = { tot_act_comps: 1, tot_pend_adis: 0, tot_pend_learners: 2, totl_pend_bookings: 0 };
    assert.doesNotThrow(() => checkReply(shellActions.notifications, counts));
    assert.throws(
      () => checkReply(shellActions.notifications, { ...counts, tot_pend_adis: '0', staff_secret: 'x' }),
      (err: unknown) =>
        err instanceof ReplyDrifted &&
        err.problems.join('\n') === 'tot_pend_adis: Invalid input: expected number, received string' &&
        !err.message.includes("'x'"),
    );
    assert.throws(
      () => checkReply(shellActions.notifications, { ...counts, staff_secret: 'x' }),
      (err: unknown) => err instanceof ReplyDrifted && err.problems[0] === 'staff_secret: not declared in the reply schema',
    );
  });

  it('checks a JSON reply as the client reads it, dates serialised', () => {
    const stamped = defineAction({
      field: 'stamped',
      endpoint: ENDPOINTS.login,
      permissions: null,
      request: z.object({}),
      reply: 'json',
      response: z.object({ at: z.string() }),
    });
    assert.doesNotThrow(() => checkReply(stamped, { at: new Date() }));
  });

  describe('by the dispatcher of a server that checks replies', () => {
    let server: TestApp;
    let app: FastifyInstance;
    const drifting = defineAction({
      field: 'driftingreply',
      endpoint: ENDPOINTS.login,
      permissions: null,
      request: z.object({}),
      reply: 'json',
      response: z.object({ total: z.number() }),
    });
    before(async () => {
      server = await build();
      app = Fastify();
      // The two body parsers the dispatcher reads forms with, as the app registers them.
      await app.register(formbody);
      await app.register(multipart);
      const services = {
        db: server.db,
        config: { ...server.config, checkReplies: true },
        outbox: { wake: () => {}, idle: async () => {} },
      };
      // The cast is the point: a handler whose reply drifted from its declaration.
      const handler = handle(drifting, async () => ({ total: '12' }) as unknown as { total: number });
      registerEndpoints(app, [drifting], [handler], services);
      await app.ready();
    });
    after(async () => {
      await app.close();
      await server.close();
    });

    it('answers 500 instead of a reply that breaks its declared schema', async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${ENDPOINTS.login}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'driftingreply=1',
      });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), { result: { code: 0, text: HTTP_ERROR_TEXT.internal } });
    });
  });
});
