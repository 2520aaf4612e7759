import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sha512Hex } from '../auth/sha512';
import { DEVELOPMENT_LICENCE_SECRET } from '../config';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { issueLicenceKey, verifyLicenceKey } from './licence-key';

describe('licence keys', () => {
  it('issues five groups of five that verify to their serial and edition', () => {
    const key = issueLicenceKey('secret', { serial: 42, edition: 3 });
    assert.match(key, /^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
    assert.deepEqual(verifyLicenceKey('secret', key.replace(/-/g, '')), { serial: 42, edition: 3 });
  });

  it('rejects a mistyped key, a key under another secret and a forged serial', () => {
    const compact = issueLicenceKey('secret', { serial: 42, edition: 1 }).replace(/-/g, '');
    const typo = compact.slice(0, 24) + (compact[24] === 'A' ? 'B' : 'A');
    assert.equal(verifyLicenceKey('secret', typo), null);
    assert.equal(verifyLicenceKey('another', compact), null);
    const otherSerial = issueLicenceKey('secret', { serial: 43, edition: 1 }).replace(/-/g, '');
    assert.equal(verifyLicenceKey('secret', otherSerial.slice(0, 8) + compact.slice(8)), null);
  });
});

describe('licence activation and administrator setup', () => {
  let server: TestApp;
  before(async () => {
    server = await build({ seed: async () => {} });
  });
  after(() => server.close());

  const key = issueLicenceKey(DEVELOPMENT_LICENCE_SECRET, { serial: 7, edition: 1 });
  const form = (overrides: Record<string, string> = {}) => ({
    accountsetup: '1',
    title: 'Mrs',
    fname: 'Ayesha',
    mname: '',
    lname: 'Rahman',
    mobile: '07700900555',
    inemail: 'ayesha@school.invalid',
    // The screen sends the key with its first hyphen removed (document 3 §7).
    licence: key.replace('-', ''),
    p: sha512Hex('first-admin-pw'),
    ...overrides,
  });

  it('answers 422 with the spec messages for each invalid field', async () => {
    const res = await post(
      server.url,
      'loginctr.php',
      form({ title: '', fname: 'A1', mobile: '12ab', inemail: 'x', licence: '', p: '' }),
    );
    assert.equal(res.status, 422);
    const { errors } = res.json().result;
    assert.equal(errors.title, 'Title is required.');
    assert.equal(errors.fname, 'Only letters are allowed.');
    assert.equal(errors.mobile, 'Only numbers are allowed.');
    assert.equal(errors.inemail, 'Invalid e-mail address');
    assert.equal(errors.licence, 'Licence Key is reqired.');
    assert.equal(errors.p, 'Password is required.');
    assert.equal((await server.db.selectFrom('staff').select('id').execute()).length, 0);
  });

  it('refuses a key that does not verify and creates nothing', async () => {
    const forged = issueLicenceKey('not-the-issuing-secret', { serial: 7, edition: 1 });
    const res = await post(server.url, 'loginctr.php', form({ licence: forged.replace('-', '') }));
    assert.equal(res.status, 422);
    assert.equal(res.json().result.code, 0);
    assert.equal((await server.db.selectFrom('installation').select('id').execute()).length, 0);
  });

  it('activates once, creating the first administrator who can then sign in', async () => {
    const res = await post(server.url, 'loginctr.php', form());
    assert.equal(res.status, 200);
    const { result } = res.json();
    assert.equal(result.code, 1);
    const id = result.data.id;
    assert.match(result.text, new RegExp(`User ID ${id}`));
    const token = await signIn(server.url, id, 'first-admin-pw');
    assert.ok(token);
    const installation = await server.db.selectFrom('installation').selectAll().executeTakeFirstOrThrow();
    assert.equal(installation.licence_serial, 7);
    assert.equal(installation.activated_by, id);

    const again = await post(server.url, 'loginctr.php', form({ inemail: 'second@school.invalid' }));
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, 'This installation is already activated. Please sign in.');
    assert.equal((await server.db.selectFrom('staff').select('id').execute()).length, 1);
  });
});
