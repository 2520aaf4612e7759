import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../config';
import { errorCode, propertyOf } from '../property-of';
import { openDatabase, type OpenedDatabase } from './database';
import type { Database } from './tables';
import { transactionally } from './transactionally';

/**
 * The runtime role (docs/decisions/audit-trail-the-application-cannot-touch.md): on PostgreSQL the
 * server's requests log in as a role that reads and writes the school's tables but owns nothing,
 * so no SQL they run can alter, empty or switch off the audit trail. The role of DATABASE_URL
 * (the owner) migrates, seeds and provisions it here.
 */

/** Tables the runtime role may not write: the trail (read only), and the owner's own records. */
const OWNER_TABLES = ['audit_log', 'schema_migrations', 'runtime_role'];
/** The trail's own functions through which the runtime role adds and redacts entries (028_runtime_role.sql). */
const TRAIL_FUNCTIONS = [
  'audit_event(integer, varchar, varchar, bigint, integer, integer, jsonb)',
  'erase_audit_entries(text, integer, text[], bigint[], text[])',
];
/** The names of the roles made here: roles are the cluster's, and this tells them from any other. */
const MADE_ROLE = /^dss_runtime_[0-9a-f]{12}$/;
// Any fixed number: the servers starting on one database provision one at a time.
const PROVISION_LOCK = 82_190_326;
/** Roles are the cluster's: a server on another database may be creating or altering the same one. */
const RACED = new Set(['42710', '23505', '40001', '40P01']);
const ATTEMPTS = 5;

interface Login {
  name: string;
  password: string;
}

/**
 * Makes the runtime role ready on the owner's database, after migrating, and answers the URL to
 * log in as it. With `runtimeUrl` (DATABASE_RUNTIME_URL) that role is used as it is; without,
 * the role this database's server made before, or a new one, gets its login and password (kept
 * in runtime_role, so every server process logs in alike). Either way it is then granted the
 * school's tables as they are now, and nothing more.
 */
export async function provisionRuntimeRole(
  owner: Kysely<Database>,
  opts: { ownerUrl: string; runtimeUrl?: string },
): Promise<string> {
  const given = opts.runtimeUrl
    ? decodeURIComponent(new URL(opts.runtimeUrl).username) || (await loginName(opts.runtimeUrl))
    : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionally(owner, async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${PROVISION_LOCK})`.execute(tx);
        if (given) {
          await grant(tx, given);
          return opts.runtimeUrl!;
        }
        const login = await storedLogin(tx);
        await enableLogin(tx, login);
        await grant(tx, login.name);
        const url = new URL(opts.ownerUrl);
        url.username = login.name;
        url.password = login.password;
        return url.toString();
      });
    } catch (error) {
      const code = errorCode(error);
      const text = propertyOf(error, 'message');
      const message = typeof text === 'string' ? text : undefined;
      if (code === '42501') {
        throw new ConfigError(
          `DATABASE_URL's role may not create the runtime role the server's requests run as (${message}). ` +
            'Let it create roles (ALTER ROLE … CREATEROLE), or give the server a role of its own with DATABASE_RUNTIME_URL.',
        );
      }
      const raced = (code && RACED.has(code)) || (code === 'XX000' && /concurrently/.test(message ?? ''));
      if (!raced || attempt >= ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

/** The role a URL without a user name logs in as (PGUSER's, or the system user's). */
async function loginName(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT current_user AS name')).rows[0]!.name;
  } finally {
    await client.end();
  }
}

async function storedLogin(tx: Transaction<Database>): Promise<Login> {
  const found = await sql<Login>`SELECT name, password FROM runtime_role`.execute(tx);
  if (found.rows[0]) return found.rows[0];
  const login = { name: `dss_runtime_${randomBytes(6).toString('hex')}`, password: randomBytes(24).toString('hex') };
  await sql`INSERT INTO runtime_role (name, password) VALUES (${login.name}, ${login.password})`.execute(tx);
  return login;
}

/**
 * Creates the role, or gives it back its login and password (a restored copy of the database,
 * a password changed by hand). A new role has PostgreSQL's defaults: no superuser, no creating
 * roles or databases; the check at connection (openRuntimeDatabase) refuses one given more.
 */
async function enableLogin(tx: Transaction<Database>, login: Login): Promise<void> {
  const exists = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${login.name}`.execute(tx);
  const verb = exists.rows.length ? sql`ALTER` : sql`CREATE`;
  await sql`${verb} ROLE ${sql.id(login.name)} WITH LOGIN PASSWORD ${sql.lit(scramVerifier(login.password))}`.execute(tx);
}

/**
 * The password as PostgreSQL stores it (SCRAM-SHA-256, RFC 5803), so the statement that sets it
 * (which a server logging DDL writes to its log) does not hold the password itself.
 */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const stored = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const server = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${stored.toString('base64')}:${server.toString('base64')}`;
}

/**
 * The runtime role's rights, set afresh on every start so that tables added by later migrations
 * are covered: reading and writing every table, reading every view and using every sequence, but
 * only reading the trail and nothing of the owner's own tables. Any other right it held on the
 * tables (TRUNCATE, which skips the row triggers, or TRIGGER) is taken away.
 */
async function grant(tx: Transaction<Database>, role: string): Promise<void> {
  const to = sql.id(role);
  const relations = await sql<{ name: string; kind: string }>`
    SELECT c.relname AS name, c.relkind AS kind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      -- a sequence of an owner's table (audit_log's ids) goes with its table
      AND NOT EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
                      WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_class'::regclass
                        AND d.deptype IN ('a', 'i') AND t.relname = ANY (${OWNER_TABLES}::text[]))`.execute(tx);
  const names = (kinds: string[], except: string[] = []) =>
    relations.rows.filter((r) => kinds.includes(r.kind) && !except.includes(r.name)).map((r) => sql.id(r.name));
  const on = async (
    what: 'TABLE' | 'SEQUENCE',
    objects: ReturnType<typeof names>,
    statement: (list: RawBuilder<unknown>) => RawBuilder<unknown>,
  ) => {
    if (objects.length) await statement(sql`${sql.raw(what)} ${sql.join(objects)}`).execute(tx);
  };

  await sql`GRANT CONNECT ON DATABASE ${sql.id(await currentDatabase(tx))} TO ${to}`.execute(tx);
  await sql`GRANT USAGE ON SCHEMA public TO ${to}`.execute(tx);
  await on('TABLE', names(['r', 'p', 'v', 'm']), (list) => sql`REVOKE ALL ON ${list} FROM ${to}`);
  await on('SEQUENCE', names(['S']), (list) => sql`REVOKE ALL ON ${list} FROM ${to}`);
  await on('TABLE', names(['r', 'p'], OWNER_TABLES), (list) => sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${list} TO ${to}`);
  // A view runs as its owner: one simple enough to be written through would write as the owner.
  await on('TABLE', names(['v', 'm']), (list) => sql`GRANT SELECT ON ${list} TO ${to}`);
  await on('SEQUENCE', names(['S']), (list) => sql`GRANT USAGE, SELECT ON ${list} TO ${to}`);
  await sql`GRANT SELECT ON TABLE audit_log TO ${to}`.execute(tx);
  await sql`GRANT EXECUTE ON FUNCTION ${sql.raw(TRAIL_FUNCTIONS.join(', '))} TO ${to}`.execute(tx);
  // Before PostgreSQL 15 everyone may create in public: a function of the runtime role's there
  // could stand in for one that the trail's functions call.
  const creates = await sql<{ creates: boolean }>`SELECT has_schema_privilege(${role}, 'public', 'CREATE') AS creates`.execute(
    tx,
  );
  if (creates.rows[0]!.creates) await sql`REVOKE CREATE ON SCHEMA public FROM PUBLIC, ${to}`.execute(tx);
}

async function currentDatabase(tx: Transaction<Database>): Promise<string> {
  return (await sql<{ name: string }>`SELECT current_database() AS name`.execute(tx)).rows[0]!.name;
}

/**
 * The server's handle on the runtime role's URL, refused (ConfigError: the server does not start)
 * when that role could reach the trail after all: a superuser, a role that creates roles, one
 * that is or may become the owner of the school's tables or functions, one with a right to write
 * the trail, to empty or add triggers to any table, or to create objects in the schema.
 */
export async function openRuntimeDatabase(url: string): Promise<OpenedDatabase> {
  const opened = await openDatabase({ databaseUrl: url });
  try {
    const found = await sql<{ role: string; reasons: (string | null)[] }>`
      SELECT current_user AS role, ARRAY[
        CASE WHEN r.rolsuper THEN 'is a superuser' END,
        CASE WHEN r.rolcreaterole THEN 'may create roles' END,
        CASE WHEN EXISTS (SELECT 1 FROM pg_class t WHERE t.relnamespace = n.oid AND pg_has_role(t.relowner, 'MEMBER'))
               OR EXISTS (SELECT 1 FROM pg_proc p WHERE p.pronamespace = n.oid AND pg_has_role(p.proowner, 'MEMBER'))
             THEN 'owns tables or functions of the school, or may become their owner' END,
        CASE WHEN has_table_privilege('public.audit_log', 'INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER')
             THEN 'may write to audit_log' END,
        CASE WHEN EXISTS (SELECT 1 FROM pg_class t WHERE t.relnamespace = n.oid AND t.relkind IN ('r', 'p')
                          AND has_table_privilege(t.oid, 'TRUNCATE, TRIGGER'))
             THEN 'may empty tables or add triggers to them' END,
        CASE WHEN has_schema_privilege(n.oid, 'CREATE') THEN 'may create objects in the schema' END] AS reasons
      FROM pg_roles r, pg_namespace n WHERE r.rolname = current_user AND n.nspname = 'public'`.execute(opened.db);
    const { role, reasons } = found.rows[0]!;
    const held = reasons.filter((r): r is string => r !== null);
    if (held.length) {
      throw new ConfigError(
        `The database role "${role}" the server's requests would run as could change or switch off the audit trail: it ${held.join(', ')}. ` +
          'Give DATABASE_RUNTIME_URL a role that owns nothing (or leave it unset and the server makes one).',
      );
    }
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/**
 * Drops the roles made here that hold no right in any database any more: their database was
 * dropped (a test's, a benchmark's). Roles outlive databases; one still granted anything anywhere
 * is kept, and a role is never seen before the transaction granting it commits.
 */
export async function dropUnusedRuntimeRoles(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const unused = await client.query<{ name: string }>(
      `SELECT rolname AS name FROM pg_roles r
       WHERE NOT EXISTS (SELECT 1 FROM pg_shdepend d WHERE d.refclassid = 'pg_authid'::regclass AND d.refobjid = r.oid)`,
    );
    for (const { name } of unused.rows.filter((r) => MADE_ROLE.test(r.name))) {
      // Another process's clean-up may drop it first.
      await client.query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(name)}`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
