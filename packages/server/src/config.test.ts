import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, configFromEnv, DEVELOPMENT_LICENCE_SECRET, MISSING_LICENCE_SECRET_TEXT, parseTrustProxy } from './config';

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

describe('safe defaults', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    assert.equal(configFromEnv({}).host, '127.0.0.1');
    assert.equal(configFromEnv({ HOST: '0.0.0.0' }).host, '0.0.0.0');
  });

  it('needs LICENCE_SECRET when DEMO=0: the development secret is for demo keys only', () => {
    assert.throws(() => configFromEnv({ DEMO: '0' }), { message: MISSING_LICENCE_SECRET_TEXT });
    assert.throws(() => configFromEnv({ DEMO: '0', LICENCE_SECRET: '' }), ConfigError);
    assert.equal(configFromEnv({ DEMO: '0', LICENCE_SECRET: 's3cret' }).licenceSecret, 's3cret');
    assert.equal(configFromEnv({}).licenceSecret, DEVELOPMENT_LICENCE_SECRET);
  });

  it('reads the session limits, refusing anything but a whole number of at least 1', () => {
    assert.deepEqual([configFromEnv({}).sessionIdleMinutes, configFromEnv({}).sessionsPerStaff], [30, 10]);
    const set = configFromEnv({ SESSION_IDLE_MINUTES: '15', SESSIONS_PER_STAFF: '3' });
    assert.deepEqual([set.sessionIdleMinutes, set.sessionsPerStaff], [15, 3]);
    for (const value of ['0', '-5', '1.5', 'ten']) {
      assert.throws(() => configFromEnv({ SESSION_IDLE_MINUTES: value }), /SESSION_IDLE_MINUTES must be a whole number/);
      assert.throws(() => configFromEnv({ SESSIONS_PER_STAFF: value }), /SESSIONS_PER_STAFF must be a whole number/);
    }
  });
});
