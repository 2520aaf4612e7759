import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { ERASED_NAME, type LearnerListed } from '@dss/contract';
import { ConfigError } from '../config';
import { openDatabase } from '../db/database';
import { openRuntimeDatabase, provisionRuntimeRole } from '../db/runtime-role';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { updateLearnerFields } from '../test-support/learner-update';
import { addLearner } from '../test-support/school-fixtures';

/**
 * The audit trail against the server's runtime role (docs/decisions/audit-trail-the-application-cannot-touch.md):
 * every way SQL run by the app could remove, change, forge or stop entries is tried on a
 * connection logged in as that role, and refused or without effect; the app itself, running as
 * it, still audits and erases.
 */
describe(
  'the runtime role and the audit trail',
  { skip: !process.env.DATABASE_URL && 'PostgreSQL only: PGlite has one user, who owns everything' },
  () => {
    let server: TestApp;
    let runtime: pg.Client;
    let owner: string;
    let learner: number;
    let office: string;
    let admin: string;

    const refused = (statement: string, why: RegExp) => assert.rejects(runtime.query(statement), why);
    const notOwner = (name: string) => new RegExp(`must be owner of (table|relation|function) ${name}$`);
    const entries = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(server.db)).rows[0]!.n;
    /** Runs the statements in one transaction of the runtime role's, rolled back whatever happens. */
    const inTransaction = async (...statements: string[]) => {
      await runtime.query('BEGIN');
      try {
        for (const statement of statements) await runtime.query(statement);
      } finally {
        await runtime.query('ROLLBACK');
      }
    };

    before(async () => {
      server = await build();
      runtime = new pg.Client({ connectionString: server.runtimeUrl });
      await runtime.connect();
      owner = (await sql<{ name: string }>`SELECT current_user AS name`.execute(server.db)).rows[0]!.name;
      learner = await addLearner(server.db, { fname: 'Wilhelmina', lname: 'Tarrant', mobile: '07700900123' });
      office = await signIn(server.url, 2, 'demo-user');
      admin = await signIn(server.url, 1, 'demo-admin');
    });
    after(async () => {
      await runtime.end();
      await server.close();
    });

    it('logs in as a role of its own, which cannot become the owner', async () => {
      const who = await runtime.query<{ current_user: string; session_user: string }>('SELECT current_user, session_user');
      assert.notEqual(who.rows[0]!.session_user, owner);
      await runtime.query('RESET ROLE');
      assert.deepEqual((await runtime.query('SELECT current_user, session_user')).rows, who.rows);
      await refused(`SET ROLE ${runtime.escapeIdentifier(owner)}`, /permission denied to set role/);
      await refused(
        `SET SESSION AUTHORIZATION ${runtime.escapeIdentifier(owner)}`,
        /permission denied to set session authorization/,
      );
      await refused('SET session_replication_role = replica', /permission denied to set parameter/);
      await refused('SELECT password FROM runtime_role', /permission denied for table runtime_role/);
    });

    it('cannot disable, drop or replace the triggers and functions that write the trail', async () => {
      await refused('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update', notOwner('audit_log'));
      await refused('ALTER TABLE audit_log DISABLE TRIGGER ALL', notOwner('audit_log'));
      await refused('ALTER TABLE learners DISABLE TRIGGER audit_row', notOwner('learners'));
      await refused('DROP TRIGGER audit_log_no_update ON audit_log', notOwner('audit_log'));
      await refused('DROP TRIGGER audit_row ON learners', notOwner('learners'));
      await refused(
        `CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
        /permission denied for schema public|must be owner of function audit_row/,
      );
      await refused(
        `CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`,
        /permission denied for schema public|must be owner of function audit_log_refuse_change/,
      );
      await refused('DROP FUNCTION audit_row() CASCADE', notOwner('audit_row'));
      await refused('ALTER FUNCTION audit_row() SECURITY INVOKER', notOwner('audit_row'));
    });

    it('cannot delete, change, empty or add entries, nor empty an audited table', async () => {
      const before = await entries();
      await refused('DELETE FROM audit_log', /permission denied for table audit_log/);
      await refused(`UPDATE audit_log SET action = 'forged'`, /permission denied for table audit_log/);
      await refused('TRUNCATE audit_log', /permission denied for table audit_log/);
      await refused(
        `INSERT INTO audit_log (action, operation, record_kind, changes) VALUES ('forged', 'U', 'learner', '{}')`,
        /permission denied for table audit_log/,
      );
      // TRUNCATE fires no row trigger: it would empty a table without an entry.
      await refused('TRUNCATE learners CASCADE', /permission denied for table/);
      // Nor can it put the audit trigger on a table of its own to add made-up entries.
      await refused(
        `CREATE TEMP TABLE forged (student_id integer);
       CREATE TRIGGER audit_row AFTER INSERT ON forged FOR EACH ROW EXECUTE FUNCTION audit_row('learner', 'student_id')`,
        /permission denied for function audit_row/,
      );
      assert.equal(await entries(), before);
    });

    it('still leaves an entry for its change with app.audit off', async () => {
      await runtime.query('BEGIN');
      await runtime.query(`SELECT set_config('app.audit', 'off', true)`);
      await runtime.query(`UPDATE learners SET mname = 'Unaudited' WHERE student_id = $1`, [learner]);
      await runtime.query('COMMIT');
      const entry = await server.db
        .selectFrom('audit_log')
        .select(['operation', 'changes'])
        .where('record_kind', '=', 'learner')
        .where('record_id', '=', learner)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual([entry.operation, entry.changes], ['U', { mname: [null, 'Unaudited'] }]);
    });

    it('opens no door with app.audit_redaction, and redacts nobody it has not erased', async () => {
      await assert.rejects(
        inTransaction(`SELECT set_config('app.audit_redaction', 'on', true)`, `UPDATE audit_log SET changes = '{}'`),
        /permission denied for table audit_log/,
      );
      await assert.rejects(
        inTransaction(`SELECT erase_audit_entries('learner', ${learner}, '{}', '{}', ARRAY['.'])`),
        /this transaction has not erased learner/,
      );
    });

    it('audits the app: a change names the staff member and the action, a sign-in is an event', async () => {
      const loaded = await post(server.url, 'ctrouV2.php', { token: office, loadlearner: '1', id: String(learner) });
      const edit = await post(server.url, 'ctrouV2.php', {
        token: office,
        ...updateLearnerFields(loaded.json() as LearnerListed, { mobile: '07700900456' }),
      });
      assert.equal(edit.status, 200, edit.text);
      const entry = await server.db
        .selectFrom('audit_log')
        .select(['staff_id', 'action', 'changes'])
        .where('record_kind', '=', 'learner')
        .where('record_id', '=', learner)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual(entry, { staff_id: 2, action: 'updatelearner', changes: { mobile: ['07700900123', '07700900456'] } });
      const signIns = await server.db
        .selectFrom('audit_log')
        .select('operation')
        .where('action', '=', 'signin')
        .where('record_id', '=', 1)
        .execute();
      assert.deepEqual(
        signIns.map((s) => s.operation),
        ['E'],
      );
    });

    it('erases a learner, redacting their entries, and records the erasure', async () => {
      const res = await post(server.url, 'ctroaV2.php', {
        token: admin,
        eraselearner: '1',
        learner: String(learner),
        reason: 'Asked by Wilhelmina',
      });
      assert.equal(res.status, 200, res.text);
      const left = await server.db
        .selectFrom('audit_log')
        .select(['action', 'operation', 'changes'])
        .where('learner_id', '=', learner)
        .orderBy('id')
        .execute();
      const text = JSON.stringify(left);
      for (const value of ['Wilhelmina', 'Tarrant', '07700900123', '07700900456'])
        assert.ok(!text.includes(value), `${value} is gone`);
      assert.deepEqual(left.at(-1), {
        action: 'eraselearner',
        operation: 'E',
        changes: { erased: `L${learner}`, reason: 'Asked by (erased)', documents_deleted: '0' },
      });
      const row = await server.db
        .selectFrom('learners')
        .select('fname')
        .where('student_id', '=', learner)
        .executeTakeFirstOrThrow();
      assert.equal(row.fname, ERASED_NAME);
    });

    it('provisions one role when two servers start at once, and refuses to serve as a role that could reach the trail', async () => {
      const starts = await Promise.all(
        [1, 2].map(async () => {
          const handle = await openDatabase({ databaseUrl: server.config.databaseUrl });
          try {
            return await provisionRuntimeRole(handle.db, { ownerUrl: server.config.databaseUrl! });
          } finally {
            await handle.close();
          }
        }),
      );
      assert.deepEqual(starts, [server.runtimeUrl, server.runtimeUrl]);
      await assert.rejects(
        openRuntimeDatabase(server.config.databaseUrl!),
        (err) => err instanceof ConfigError && /could change or switch off the audit trail/.test(err.message),
      );
    });
  },
);
