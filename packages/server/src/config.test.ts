import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configFromEnv, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless one is configured', () => {
    assert.equal(configFromEnv({}).trustProxy, false);
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('0'), false);
  });

  it('reads a hop count or a list of proxy addresses and ranges', () => {
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback'), ['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
  });

  it('refuses to start on anything else rather than trust every sender', () => {
    for (const value of ['true', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      assert.throws(() => parseTrustProxy(value), /TRUST_PROXY must be a hop count or proxy addresses/);
    }
  });
});

describe('BEHIND_TLS', () => {
  it('is off unless set to 1', () => {
    assert.equal(configFromEnv({}).behindTls, false);
    assert.equal(configFromEnv({ BEHIND_TLS: '1' }).behindTls, true);
  });
});
