import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ADMIN_TEXTS, CREATED_ID_HEADER, DEFAULT_STAFF_PASSWORD, RESET_STAFF_PASSWORD, type StaffMember } from '@dss/contract';
import { sha512Hex } from '../auth/sha512';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { slowStaffDeletes } from '../test-support/slow-staff-delete';

describe('office staff administration', () => {
  let server: TestApp;
  let admin: string;
  const call = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });
  const list = async (): Promise<StaffMember[]> => (await call({ loadstaff: '1' })).json();
  const login = (id: number, password: string) =>
    post(server.url, 'loginctr.php', { loginid: String(id), p: sha512Hex(password), staffweblogin: '1' });

  const person = (overrides: Record<string, string> = {}) => ({
    savestaff: '1',
    staff_id: '',
    title: '2',
    fname: 'Priya',
    mname: '',
    lname: 'Shah',
    mobile: '07700900777',
    email: 'priya.shah@driving-school.invalid',
    privlist: '[11]',
    ...overrides,
  });

  /** The Add Staff fields sent as Update Staff for `id`. */
  const edit = (id: number | string, overrides: Record<string, string> = {}) => {
    const { savestaff: _unused, ...fields } = person(overrides);
    return { ...fields, updatestaff: '1', staff_id: String(id) };
  };

  async function addStaff(overrides: Record<string, string> = {}): Promise<StaffMember> {
    const res = await call(person(overrides));
    assert.equal(res.text, 'SUCCESS', res.text);
    return (await list()).at(-1)!;
  }

  before(async () => {
    server = await build();
  });
  beforeEach(async () => {
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(() => server.close());

  it('lists office staff with their title, state and privileges, and not the administrators', async () => {
    const staff = await list();
    assert.deepEqual(
      staff.map((s) => s.staff_id),
      [2, 3],
    );
    assert.equal(staff[0]!.title, 'Mr');
    assert.equal(staff[0]!.accState, 1);
    assert.deepEqual(staff[0]!.privileges, [11, 12]);
    assert.deepEqual(staff[1]!.privileges, [11]);
    const one = (await call({ staffinfo: '1', staff_id: '3' })).json();
    assert.equal(one.email, 'sophie.clarke@driving-school.invalid');
    assert.equal((await call({ staffinfo: '1', staff_id: '1' })).status, 404);
  });

  it('offers the titles for the forms', async () => {
    const titles = (await call({ stafftitles: '1' })).json();
    assert.ok(titles.some((t: { txt: string }) => t.txt === 'Mrs'));
  });

  it('checks every field of Add Staff with the spec messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required.'],
      [{ fname: '' }, 'fname', 'Name is required.'],
      [{ fname: 'A'.repeat(21) }, 'fname', 'Name must be at most 20 characters long'],
      [{ mname: 'A'.repeat(21) }, 'mname', 'Name must be at most 20 characters long'],
      [{ lname: ' ' }, 'lname', 'Name is required.'],
      [{ lname: 'B'.repeat(21) }, 'lname', 'Name must be at most 20 characters long'],
      [{ mobile: '' }, 'mobile', 'Mobile number is required.'],
      [{ mobile: '0770a90077' }, 'mobile', 'Only numbers are allowed.'],
      [{ mobile: '07700900' }, 'mobile', 'Mobile number can not be less than 9 digits'],
      [{ mobile: '077009007777' }, 'mobile', 'Mobile number can not be more than 11 digits'],
      [{ email: '' }, 'email', 'E-mail is required.'],
      [{ email: 'not-an-email' }, 'email', 'Invalid e-mail address'],
      [{ email: `${'a'.repeat(55)}@x.invalid` }, 'email', 'E-mail address is too long. Max 60 characters allowed.'],
      [{ privlist: '[13]' }, 'privlist', 'Privileges are not valid.'],
      [{ privlist: '[12]' }, 'privlist', 'Privileges are not valid.'],
      [{ privlist: 'nonsense' }, 'privlist', 'Privileges are not valid.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(person(overrides));
      assert.equal(res.status, 422, JSON.stringify(overrides));
      assert.equal(res.json().result.errors[field], message, JSON.stringify(overrides));
    }
    const unknownTitle = await call(person({ title: '999' }));
    assert.equal(unknownTitle.json().result.text, ADMIN_TEXTS.staffAddError);
    assert.deepEqual(
      (await list()).map((s) => s.staff_id),
      [2, 3],
    );
  });

  it('adds an active office member with the default password, who must then choose their own', async () => {
    const added = await addStaff({ privlist: '[11,12]' });
    assert.equal(added.fname, 'Priya');
    assert.equal(added.accState, 1);
    assert.deepEqual(added.privileges, [11, 12]);
    const session = (await login(added.staff_id, DEFAULT_STAFF_PASSWORD)).json().result;
    assert.equal(session.code, 1);
    assert.equal(session.data.mustChangePassword, true);
    assert.deepEqual(session.data.permissions, ['user', 'reports']);
    // Nothing else until the password is changed.
    assert.equal((await post(server.url, 'ctrouV2.php', { token: session.data.token, lessonpacks: '1' })).status, 403);
  });

  it("answers the spec's SUCCESS with the new User ID, even beside a colleague with the same e-mail", async () => {
    const first = await call(person());
    const second = await call(person({ fname: 'Priyanka' }));
    assert.equal(second.text, 'SUCCESS');
    const firstId = Number(first.headers.get(CREATED_ID_HEADER));
    const secondId = Number(second.headers.get(CREATED_ID_HEADER));
    assert.notEqual(firstId, secondId);
    const named = (await list()).find((s) => s.staff_id === secondId);
    assert.equal(named?.fname, 'Priyanka');
    // The id is the one they sign in with.
    assert.equal((await login(secondId, DEFAULT_STAFF_PASSWORD)).json().result.code, 1);
  });

  it('names no User ID when Add Staff is refused', async () => {
    const refused = await call(person({ fname: '' }));
    assert.equal(refused.status, 422);
    assert.equal(refused.headers.get(CREATED_ID_HEADER), null);
  });

  it('updates an office member, privileges included', async () => {
    const member = await addStaff({ email: 'edit.me@driving-school.invalid' });
    const res = await call(edit(member.staff_id, { fname: 'Priyanka', mname: 'Devi', privlist: '[11,12]' }));
    assert.equal(res.text, 'SUCCESS', res.text);
    const after = (await call({ staffinfo: '1', staff_id: String(member.staff_id) })).json();
    assert.equal(after.fname, 'Priyanka');
    assert.equal(after.mname, 'Devi');
    assert.deepEqual(after.privileges, [11, 12]);
    const invalid = await call(edit(member.staff_id, { fname: '' }));
    assert.equal(invalid.json().result.errors.fname, 'Name is required.');
    const adminTarget = await call(edit(1));
    assert.equal(adminTarget.json().result.text, ADMIN_TEXTS.staffUpdateError);
  });

  it('blocks an active member, ending their sessions, and unblocks them again', async () => {
    const member = await addStaff({ email: 'block.me@driving-school.invalid' });
    const id = String(member.staff_id);
    const token = (await login(member.staff_id, DEFAULT_STAFF_PASSWORD)).json().result.data.token;
    assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 200);

    assert.equal((await call({ blockstaff: '1', staff_id: id })).text, 'SUCCESS');
    assert.equal((await call({ staffinfo: '1', staff_id: id })).json().accState, 0);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 401);
    assert.equal((await login(member.staff_id, DEFAULT_STAFF_PASSWORD)).json().result.code, 0);
    // Blocking twice is not a state change the screen offers.
    assert.equal((await call({ blockstaff: '1', staff_id: id })).json().result.text, ADMIN_TEXTS.staffUpdateError);

    assert.equal((await call({ unblockstaff: '1', staff_id: id })).text, 'SUCCESS');
    assert.equal((await call({ staffinfo: '1', staff_id: id })).json().accState, 1);
    assert.equal((await login(member.staff_id, DEFAULT_STAFF_PASSWORD)).json().result.code, 1);
    assert.equal((await call({ unblockstaff: '1', staff_id: id })).json().result.text, ADMIN_TEXTS.staffUpdateError);
  });

  it('deletes a member for good: no sign-in, no edit, no unblock, no reset', async () => {
    const member = await addStaff({ email: 'delete.me@driving-school.invalid' });
    const id = String(member.staff_id);
    const token = (await login(member.staff_id, DEFAULT_STAFF_PASSWORD)).json().result.data.token;
    assert.equal((await call({ deletestaff: '1', staff_id: id })).text, 'SUCCESS');
    assert.equal((await call({ staffinfo: '1', staff_id: id })).json().accState, 3);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 401);
    assert.equal((await login(member.staff_id, DEFAULT_STAFF_PASSWORD)).json().result.code, 0);
    for (const name of ['deletestaff', 'unblockstaff', 'blockstaff']) {
      assert.equal((await call({ [name]: '1', staff_id: id })).json().result.text, ADMIN_TEXTS.staffUpdateError);
    }
    const edited = await call(edit(id));
    assert.equal(edited.json().result.text, ADMIN_TEXTS.staffUpdateError);
    assert.equal((await call({ resetstaffpass: '1', staff_id: id })).json().result.text, ADMIN_TEXTS.staffPasswordResetError);
  });

  it('a delete racing a block or an unblock of one member always ends deleted', async () => {
    // A delete waits a moment after taking the row, so on PostgreSQL the other change reads the
    // state it starts from while the delete is under way, and must not overwrite it afterwards.
    const undoSlowDeletes = await slowStaffDeletes(server.db);
    try {
      for (let round = 0; round < 8; round++) {
        const member = await addStaff({ email: `race${round}@driving-school.invalid` });
        const id = String(member.staff_id);
        // Odd rounds race delete with unblock (from Blocked), even rounds with block (from Active),
        // each sent first in turn.
        const other = round % 2 ? 'unblockstaff' : 'blockstaff';
        if (round % 2) assert.equal((await call({ blockstaff: '1', staff_id: id })).text, 'SUCCESS');
        const remove = () => call({ deletestaff: '1', staff_id: id });
        const change = () => call({ [other]: '1', staff_id: id });
        const [deleted, raced] =
          round % 4 < 2 ? await Promise.all([remove(), change()]) : (await Promise.all([change(), remove()])).reverse();
        assert.equal(deleted!.text, 'SUCCESS', `round ${round}: ${deleted!.text}`);
        // The other change either came first (and the delete followed it) or is refused.
        if (raced!.status !== 200) {
          assert.equal(raced!.status, 409, `round ${round}: ${raced!.text}`);
          assert.equal(raced!.json().result.text, ADMIN_TEXTS.staffUpdateError);
        }
        assert.equal((await call({ staffinfo: '1', staff_id: id })).json().accState, 3, `round ${round} ends deleted`);
      }
    } finally {
      await undoSlowDeletes();
    }
  });

  it('resets an active member to the reset password, ending their sessions', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    assert.equal((await call({ resetstaffpass: '1', staff_id: '' })).json().result.errors.staff_id, 'Staff member is required.');
    assert.equal((await call({ resetstaffpass: '1', staff_id: '3' })).text, 'SUCCESS');
    assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 401);
    assert.equal((await login(3, 'demo-clerk')).json().result.code, 0);
    const session = (await login(3, RESET_STAFF_PASSWORD)).json().result;
    assert.equal(session.code, 1);
    assert.equal(session.data.mustChangePassword, true);
    // A blocked member is not offered a reset.
    assert.equal((await call({ blockstaff: '1', staff_id: '3' })).text, 'SUCCESS');
    assert.equal((await call({ resetstaffpass: '1', staff_id: '3' })).json().result.text, ADMIN_TEXTS.staffPasswordResetError);
    assert.equal((await call({ resetstaffpass: '1', staff_id: '1' })).status, 404);
  });
});
