import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ENDPOINTS, HTTP_ERROR_TEXT, LEARNER_REFUSALS } from '@dss/contract';
import { seedPlatform } from '../demo/seed-platform';
import { build, post, postMultipart, signIn, type TestApp } from '../test-support/inject';
import { addInstructor, addLearner, assign } from '../test-support/school-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post as postHttp, signIn as signInHttp } from '../test-support/wire-client';
import { REFUSED_BODY_READ_BYTES } from './read-form';

const CONTROL_TEXT = 'Text contains characters that are not allowed.';
const today = new Date().toISOString().slice(0, 10);

/** A learner registration that passes every check (learners.test.ts has the same one). */
const LEARNER = {
  registerlearner: '1',
  title: '1',
  gender: 'm',
  fname: 'Oliver',
  lname: 'Whitfield',
  mobile: '07700900123',
  inemail: 'oliver.whitfield@example.invalid',
  dob: '2005-04-12',
  dlno: 'WHITF504125O99AB',
  lesstype: 'manual',
  haline1: '12 Forest Lane',
  hacity: 'London',
  hapostcode: 'E7 9HZ',
  pickpostcode: 'E7 9HZ',
  adigender: 'any',
  cartype: '1',
};

/** A multipart body built by hand, so its content type can be wrong. */
function rawMultipart(contentType: string) {
  return { payload: '--x\r\nContent-Disposition: form-data; name="quickinfo"\r\n\r\n1\r\n--x--\r\n', contentType };
}

describe('bad input answers 4xx, never 5xx', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  const office = (fields: Record<string, string>) => post(server.url, ENDPOINTS.officeUser, { token: clerk, ...fields });
  const errorsOf = async (res: Awaited<ReturnType<typeof post>>) => {
    assert.equal(res.status, 422, res.text);
    return res.json().result.errors as Record<string, string>;
  };

  before(async () => {
    server = await build({ seed: seedPlatform });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(() => server.close());

  it('answers 400 to multipart without a boundary on every endpoint, before any token', async () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=']) {
        const { payload } = rawMultipart(contentType);
        const res = await server.app.inject({
          method: 'POST',
          url: `/api/${endpoint}`,
          headers: { 'content-type': contentType },
          payload,
        });
        assert.equal(res.statusCode, 400, `${endpoint} ${contentType}: ${res.body}`);
      }
    }
  });

  it('answers 400 to a multipart body cut short', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/${ENDPOINTS.officeUser}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="quickinfo"\r\n\r\n1',
    });
    assert.equal(res.statusCode, 400, res.body);
  });

  it('refuses NUL and control characters in text fields with a field message', async () => {
    const group = await post(server.url, ENDPOINTS.officeAdmin, { token: admin, savelearnergroup: '1', groupname: 'a\u0000b' });
    assert.deepEqual(await errorsOf(group), { groupname: CONTROL_TEXT });
    assert.deepEqual(await errorsOf(await office({ learnerpaymentsearch: '1', keyword: '\u0000' })), { keyword: CONTROL_TEXT });
    assert.equal((await errorsOf(await office({ ...LEARNER, fname: '\u0000' }))).fname, CONTROL_TEXT);
    const staff = await post(server.url, ENDPOINTS.officeAdmin, { token: admin, savestaff: '1', mname: 'a\u0000' });
    assert.equal((await errorsOf(staff)).mname, CONTROL_TEXT);
    assert.equal((await errorsOf(await office({ ...LEARNER, lname: 'Whit\u001bfield' }))).lname, CONTROL_TEXT);
    assert.equal((await errorsOf(await office({ ...LEARNER, haline1: '12\tForest Lane' }))).haline1, CONTROL_TEXT);
  });

  it('keeps tabs and line breaks in a multi-line text, but not NUL', async () => {
    const save = (question: string) =>
      post(server.url, ENDPOINTS.officeAdmin, { token: admin, savelearnerquestion: '1', groupid: '1', question });
    assert.deepEqual(await errorsOf(await save('How was\u0000 the lesson?')), { question: CONTROL_TEXT });
    const lines = await save('How was the lesson?\nAnd\tthe car?');
    assert.notEqual(lines.json().result?.errors?.question, CONTROL_TEXT, lines.text);
    assert.ok(lines.status < 500, lines.text);
  });

  it('checks lengths on the upper-cased form that is stored', async () => {
    assert.equal((await errorsOf(await office({ ...LEARNER, dlno: 'ß'.repeat(16) }))).dlno, 'Invalid Licence Number');
    assert.equal(
      (await errorsOf(await office({ ...LEARNER, hapostcode: 'ßßßßßß' }))).hapostcode,
      'Postcode is too long. Max 9 characters allowed.',
    );
    assert.equal((await errorsOf(await office({ ...LEARNER, pickpostcode: 'ABCDEFGHI' }))).pickpostcode, 'Invalid postcode.');
    assert.equal((await errorsOf(await office({ ...LEARNER, pickpostcode: 'SW1A1AAXX' }))).pickpostcode, 'Invalid postcode.');
    const saved = await office({ ...LEARNER, idemkey: randomUUID(), pickpostcode: 'sw1a 1aa' });
    assert.equal(saved.status, 200, saved.text);
    const row = await server.db
      .selectFrom('learners')
      .select(['pickup_pc', 'outer_pc'])
      .where('email', '=', LEARNER.inemail)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { pickup_pc: 'SW1A 1AA', outer_pc: 'SW1A' });
  });

  it('refuses NUL in the quick information, which jsonb cannot hold', async () => {
    const res = await post(server.url, ENDPOINTS.officeAdmin, {
      token: admin,
      savequickinfo: '1',
      frm: JSON.stringify({ addr0: 'Driving School', day0: 'Mon\u0000day' }),
    });
    assert.deepEqual(await errorsOf(res), { frm: CONTROL_TEXT });
  });

  it('refuses a learner update whose birth date is not before the registration day', async () => {
    const learner = await addLearner(server.db, { created: new Date('2024-01-01T10:00:00Z') });
    const { registerlearner: _, ...fields } = LEARNER;
    // Its own licence number and e-mail: another test registers LEARNER's.
    const update = {
      ...fields,
      updatelearner: '1',
      studentid: String(learner),
      state: '1',
      dlno: 'BIRTH504125O99AB',
      inemail: 'birth.date@example.invalid',
    };
    for (const dob of ['2024-01-01', '2024-06-30']) {
      const res = await office({ ...update, dob });
      assert.equal(res.status, 422, res.text);
      assert.equal(res.json().result.text, LEARNER_REFUSALS.dobAfterRegistration);
    }
    assert.equal((await office({ ...update, dob: '2023-12-31' })).text, 'SUCCESS');
  });

  it('counts a category name in characters, as the database does, for its minimum', async () => {
    const category = (cat: string) => office({ savefinancecategory: '1', cat, type: 'income', rate: 'claimable' });
    assert.deepEqual(await errorsOf(await category('😀')), { cat: 'Category name must be at least 2 characters.' });
    assert.equal((await category('😀😀')).text, 'SUCCESS');
  });

  it('checks ids stored as smallint against the column range', async () => {
    const learner = await addLearner(server.db);
    const departure = { savedeparture: '1', learner: String(learner), dateofdeparture: today, reportedby: '1', reason: '1' };
    assert.deepEqual(await errorsOf(await office({ ...departure, reportedby: '32768' })), {
      reportedby: 'Reported by is required.',
    });
    assert.deepEqual(await errorsOf(await office({ ...departure, reason: '99999' })), {
      reason: 'Reason for departure is required.',
    });

    const adi = await addInstructor(server.db);
    await assign(server.db, learner, adi);
    const eye = { saveeyetest: '1', learner: String(learner), dateoftest: today, outcome: '1', testedby: String(adi) };
    assert.deepEqual(await errorsOf(await office({ ...eye, nextsteps: '32768' })), {
      nextsteps: 'Eye test next step is required.',
    });
  });

  it('checks the token before reading a file: fields up to the first file authenticate', async () => {
    const big = new Blob([new Uint8Array(5_000_000)], { type: 'application/pdf' });
    const unsigned = new FormData();
    unsigned.append('learnertcupload', '1');
    unsigned.append('file', big, 'terms.pdf');
    // Reading the file first would answer 413 (too large) before the token was ever looked at.
    const res = await postMultipart(server.url, ENDPOINTS.officeAdmin, unsigned);
    assert.equal(res.status, 401, res.text);
    assert.equal(res.json().result.text, HTTP_ERROR_TEXT.unauthorised);

    const lateToken = new FormData();
    lateToken.append('learnertcupload', '1');
    lateToken.append('file', new Blob([new Uint8Array(10)], { type: 'application/pdf' }), 'terms.pdf');
    lateToken.append('token', admin);
    assert.equal((await postMultipart(server.url, ENDPOINTS.officeAdmin, lateToken)).status, 401);
  });

  it("keeps an uploaded file's name without its path, NUL or quotes", async () => {
    // Built by hand: a browser's FormData escapes the quote and never sends a NUL, a sender may.
    const part = (headers: string, value: string) => `--x\r\n${headers}\r\n\r\n${value}\r\n`;
    const payload =
      part('Content-Disposition: form-data; name="token"', admin) +
      part('Content-Disposition: form-data; name="learnertcupload"', 'v-nul') +
      part(
        'Content-Disposition: form-data; name="file"; filename="../a\u0000b.pdf"\r\nContent-Type: application/pdf',
        '%PDF-1.4\n%%EOF',
      ) +
      '--x--\r\n';
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/${ENDPOINTS.officeAdmin}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    assert.equal(res.body, 'SUCCESS');
    const kept = await server.db.selectFrom('uploaded_files').select('file_name').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(kept.file_name, 'a_b.pdf');
  });
});

/**
 * Sends up to `size` bytes of body in 1 MB chunks (no length announced), until the server answers
 * or closes; answers the answer and how much was sent. A sender that reads only once it has sent
 * everything (as a browser does) sees no answer a reset took away.
 */
async function sendChunked(
  url: string,
  head: string,
  first: string,
  size: number,
  { readAfterSending = false } = {},
): Promise<{ answer: string; sent: number }> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  if (readAfterSending) socket.pause();
  socket.on('error', () => {}); // the server may close while the body is still going
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const chunk = (data: Buffer | string) => `${Buffer.byteLength(data).toString(16)}\r\n`;
  socket.write(`${head}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk(first)}${first}\r\n`);
  const block = Buffer.alloc(1_000_000, 'a');
  let sent = 0;
  for (; sent < size && !answer && !socket.destroyed; sent += block.length) {
    socket.write(chunk(block));
    socket.write(block);
    // A server that has answered stops reading: wait for the close, not for a drain that never comes.
    if (!socket.write('\r\n')) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
  }
  if (!answer && !socket.destroyed) socket.end('0\r\n\r\n');
  socket.resume();
  await closed;
  return { answer, sent };
}

describe('a 60 MB body sent in chunks', () => {
  let server: TestServer;
  let admin: string;
  const host = (endpoint: string, contentType: string) =>
    `POST /api/${endpoint} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n`;
  const upload = () =>
    `--x\r\nContent-Disposition: form-data; name="token"\r\n\r\n${admin}\r\n` +
    '--x\r\nContent-Disposition: form-data; name="learnertcupload"\r\n\r\nv-big\r\n' +
    '--x\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
  const uploadHead = () => host(ENDPOINTS.officeAdmin, 'multipart/form-data; boundary=x');
  const stillAnswering = async () =>
    assert.equal((await postHttp(server.url, ENDPOINTS.officeAdmin, { token: admin, tacversions: '1', kind: '1' })).status, 200);
  before(async () => {
    server = await startTestServer({ seed: seedPlatform });
    admin = await signInHttp(server.url, 1, 'demo-admin');
  });
  after(() => server.close());

  it('is answered 413 as a form, at the body limit', { timeout: 60_000 }, async () => {
    const { answer } = await sendChunked(
      server.url,
      host(ENDPOINTS.officeUser, 'application/x-www-form-urlencoded'),
      'quickinfo=1&x=',
      60_000_000,
    );
    assert.match(answer, /^HTTP\/1\.1 413 /, answer);
  });

  it('is answered 413 as an upload past the file limit', { timeout: 60_000 }, async () => {
    const { answer } = await sendChunked(server.url, uploadHead(), upload(), 60_000_000);
    assert.match(answer, /^HTTP\/1\.1 413 /, answer);
    await stillAnswering();
  });

  it('is answered 413 as an upload to a sender that reads only once it has sent the body', { timeout: 60_000 }, async () => {
    const { answer, sent } = await sendChunked(server.url, uploadHead(), upload(), 60_000_000, { readAfterSending: true });
    assert.equal(sent, 60_000_000);
    assert.match(answer, /^HTTP\/1\.1 413 /, answer);
  });

  it('is read no further than 64 MB past the file limit', { timeout: 60_000 }, async () => {
    const { sent } = await sendChunked(server.url, uploadHead(), upload(), 200_000_000);
    assert.ok(sent < 4_000_000 + REFUSED_BODY_READ_BYTES + 20_000_000, `${sent} bytes sent`);
    await stillAnswering();
  });
});

describe('a request body that never arrives', () => {
  let server: TestServer;
  let socket: Socket | undefined;
  before(async () => {
    server = await startTestServer({ seed: seedPlatform, env: { BODY_TIMEOUT_MS: '300' } });
  });
  // Without the timeout the socket stays open, and closing the server would wait for it.
  after(() => {
    socket?.destroy();
    return server.close();
  });

  it('is closed by the server', { timeout: 20_000 }, async () => {
    const { port } = new URL(server.url);
    const open = connect(Number(port), '127.0.0.1');
    socket = open;
    let answer = '';
    open.on('data', (chunk) => (answer += chunk.toString()));
    // 100 bytes announced, 11 sent, the rest never.
    open.write(
      `POST /api/${ENDPOINTS.officeUser} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nquickinfo=1',
    );
    await new Promise<void>((resolve) => open.on('close', () => resolve()));
    assert.doesNotMatch(answer, /^HTTP\/1\.1 [25]\d\d/);
  });
});
