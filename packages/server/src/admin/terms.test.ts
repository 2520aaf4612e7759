import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TERMS_UPLOAD_PAGES, type TermsVersion } from '@dss/contract';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post, postMultipart, signIn } from '../test-support/wire-client';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

describe('terms documents', () => {
  let server: TestServer;
  let admin: string;
  let clerk: string;
  before(async () => {
    server = await startTestServer();
    admin = await signIn(server.url, 1, 'demo-admin');
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  function upload(field: string, version: string, file?: { data: Buffer; name: string; type?: string }, token = admin) {
    const form = new FormData();
    form.append('token', token);
    form.append(field, version);
    if (file) form.append('file', new Blob([file.data], { type: file.type ?? 'application/pdf' }), file.name);
    return postMultipart(server.url, 'ctroaV2.php', form);
  }
  const versions = async (kind: number): Promise<TermsVersion[]> =>
    (await post(server.url, 'ctroaV2.php', { token: admin, tacversions: '1', kind: String(kind) })).json();

  it('makes each upload the active version of its kind, which Home then shows', async () => {
    for (const { kind, uploadField } of TERMS_UPLOAD_PAGES) {
      const res = await upload(uploadField, `v${kind}.2`, { data: pdf(`kind ${kind}`), name: 'terms.pdf' });
      assert.equal(res.text, 'SUCCESS', res.text);
      const history = await versions(kind);
      assert.equal(history[0]!.version, `v${kind}.2`);
      assert.equal(history[0]!.active, true);
      assert.equal(history[1]!.version, '2024.1');
      assert.equal(history[1]!.active, false);
      const active = await post(server.url, 'ctrouV2.php', { token: clerk, activetac: '1', tac: String(kind) });
      assert.equal(active.body.toString('latin1'), pdf(`kind ${kind}`).toString('latin1'));
    }
  });

  it('downloads any version as doc.pdf', async () => {
    const [newest, older] = await versions(1);
    const res = await post(server.url, 'ctroaV2.php', { token: admin, tac: '1', req: String(older!.fileid) });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /filename="doc.pdf"/);
    assert.equal(res.body.subarray(0, 5).toString(), '%PDF-');
    assert.notEqual(newest!.fileid, older!.fileid);
    // A file of another kind is not served under this one.
    assert.equal((await post(server.url, 'ctroaV2.php', { token: admin, tac: '2', req: String(older!.fileid) })).status, 404);
  });

  it('accepts only a PDF by its content, under 4,000,000 bytes, with a version of up to 10 characters', async () => {
    const before = (await versions(3)).length;
    const notPdf = await upload('traineeinstructortcupload', 'v9', { data: Buffer.from('MZ not a pdf'), name: 'evil.pdf' });
    assert.equal(notPdf.status, 422);
    assert.equal(notPdf.json().result.text, 'Only PDF documents can be uploaded.');
    // Refused by its name or its declared type, though it starts like a PDF.
    for (const lying of [
      { data: pdf('x'), name: 'x.exe', type: 'application/x-msdownload' },
      { data: pdf('x'), name: 'x.exe', type: 'application/pdf' },
      { data: pdf('x'), name: 'x.pdf', type: 'application/x-msdownload' },
    ]) {
      const res = await upload('traineeinstructortcupload', 'v9', lying);
      assert.equal(res.status, 422, `${lying.name} ${lying.type}`);
      assert.equal(res.json().result.text, 'Only PDF documents can be uploaded.');
    }
    const noFile = await upload('traineeinstructortcupload', 'v9');
    assert.equal(noFile.json().result.text, 'Please choose a PDF document.');
    const noVersion = await upload('traineeinstructortcupload', '', { data: pdf('x'), name: 'a.pdf' });
    assert.equal(noVersion.json().result.errors.traineeinstructortcupload, 'Version is required.');
    const longVersion = await upload('traineeinstructortcupload', '12345678901', { data: pdf('x'), name: 'a.pdf' });
    assert.equal(longVersion.json().result.errors.traineeinstructortcupload, 'Version can be at most 10 characters long.');
    const big = Buffer.concat([pdf('big'), Buffer.alloc(4_000_000)]);
    assert.equal((await upload('traineeinstructortcupload', 'v9', { data: big, name: 'big.pdf' })).status, 413);
    assert.equal((await versions(3)).length, before);
    const officeUpload = await upload('learnertcupload', 'v1', { data: pdf('x'), name: 'a.pdf' }, clerk);
    assert.equal(officeUpload.status, 403);
  });
});
