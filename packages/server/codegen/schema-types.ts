import { sql, type Kysely } from 'kysely';
import { generate, PostgresDialect, type DatabaseMetadata } from 'kysely-codegen';
import { format, resolveConfig } from 'prettier';

/**
 * Kysely's types of the school's database, generated from a freshly migrated database by
 * kysely-codegen (`npm run db:types` writes them to src/db/schema.generated.ts; a server test fails
 * when the migrations no longer produce that file).
 *
 * The generator is told what the database knows but does not say in its column types:
 * - the drivers' parsers (db/database.ts): bigint as number, date and time as text, bytea as
 *   bytes (PGlite's Uint8Array, of which pg's Buffer is a kind);
 * - a text column CHECKed to a list of values is that union of values;
 * - a view column that is a NOT NULL column of the one table it is read from, with no outer
 *   join or union in between, is NOT NULL too (PostgreSQL calls every view column nullable);
 * - COLUMN_TYPES below: what no catalogue holds (JSON shapes, computed view columns).
 */

/** Column types the catalogue can not give, by `table.column`, in the generated file's terms. */
const COLUMN_TYPES: Record<string, string> = {
  'quick_info.address_lines': 'JsonText<string[]>',
  'quick_info.opening_hours': 'JsonText<OpeningHour[]>',
  'quick_info.contact_details': 'JsonText<ContactDetail[]>',
  'quick_info.bank_details': 'JsonText<string[]>',
  'audit_log.changes': 'AuditChanges',
  // Read from the three question-and-rating pairs of a feedback, each NOT NULL.
  'feedback_ratings.question_id': 'number',
  'feedback_ratings.rating': 'number',
  // Counts and keys of views PostgreSQL can not see through (aggregates, EXCEPT, UNION ALL).
  'notification_counts.tot_act_comps': 'number',
  'notification_counts.tot_pend_adis': 'number',
  'notification_counts.tot_pend_learners': 'number',
  'notification_counts.totl_pend_bookings': 'number',
  'awaiting_instructor_kept.stu_id': 'number',
  'pending_booking_kept.stu_id': 'number',
  'pending_booking_kept.adi_id': 'number',
  'instructor_document_expiries.adi_id': 'number',
  'instructor_document_expiries.document': 'ExpiringDocument',
  'instructor_document_expiries.expires_on': 'string',
};

/** Where the types COLUMN_TYPES names come from (relative to the generated file). */
const IMPORTS = {
  JsonText: './column-types',
  OpeningHour: './column-types',
  ContactDetail: './column-types',
  AuditChanges: './column-types',
  ExpiringDocument: './column-types',
};

interface CheckedValues {
  table: string;
  column: string;
  definition: string;
}

/** A CHECK of one column against a list of text values, as PostgreSQL prints it back. */
const VALUE_LIST = /^CHECK \(\(*"?(\w+)"?\)?(?:::\w+(?: \w+)?)?\s*=\s*ANY\s*\(\(?ARRAY\[(.+)\]\)?(?:::[\w ]+\[\])?\)\)$/;

function valuesOf(check: CheckedValues): string[] | undefined {
  const [, column, list] = VALUE_LIST.exec(check.definition) ?? [];
  if (column !== check.column || !list) return undefined;
  const values = [...list.matchAll(/'((?:[^']|'')*)'::[\w ]+/g)].map(([, value = '']) => value.replaceAll("''", "'"));
  return values.length ? values : undefined;
}

async function refine<DB>(db: Kysely<DB>, metadata: DatabaseMetadata): Promise<DatabaseMetadata> {
  const checks = await sql<CheckedValues>`
    SELECT c.relname AS "table", a.attname AS "column", pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    WHERE k.contype = 'c' AND cardinality(k.conkey) = 1`.execute(db);
  const listed = new Map<string, string[]>();
  for (const check of checks.rows) {
    const values = valuesOf(check);
    if (values) listed.set(`${check.table}.${check.column}`, values);
  }

  // Each view column read from one table column of the same name, in views with no outer join or union.
  const sources = await sql<{ view: string; table: string; column: string }>`
    SELECT u.view_name AS view, u.table_name AS "table", u.column_name AS "column"
    FROM information_schema.view_column_usage u
    JOIN information_schema.views v ON v.table_schema = u.view_schema AND v.table_name = u.view_name
    WHERE u.view_schema = 'public'
      AND v.view_definition !~* '\\m(LEFT|RIGHT|FULL)( OUTER)? JOIN\\M|\\mUNION\\M'`.execute(db);
  const tables = new Map(metadata.tables.map((table) => [table.name, table]));
  for (const view of metadata.tables.filter((table) => table.isView)) {
    for (const column of view.columns) {
      const [from, ...others] = sources.rows.filter((s) => s.view === view.name && s.column === column.name);
      if (!from || others.length) continue;
      const source = tables.get(from.table)?.columns.find((c) => c.name === column.name);
      if (!source) continue;
      column.isNullable = source.isNullable;
      const values = listed.get(`${from.table}.${column.name}`);
      if (values) listed.set(`${view.name}.${column.name}`, values);
    }
  }

  for (const table of metadata.tables) {
    for (const column of table.columns) {
      const values = listed.get(`${table.name}.${column.name}`);
      if (values) column.enumValues = values;
    }
  }
  return metadata;
}

/** Where the generated types live. */
export const SCHEMA_TYPES_FILE = new URL('../src/db/schema.generated.ts', import.meta.url);

const HEADER = `// Generated from the migrations by packages/server/codegen/schema-types.ts: do not edit.
// After changing a migration, run \`npm run db:types\` and commit the result.
`;

/** The generated file's text for the migrated database `db`, formatted as the repository's code. */
export async function generateSchemaTypes<DB>(db: Kysely<DB>): Promise<string> {
  const types = await generate({
    db,
    dialect: new PostgresDialect(),
    excludePattern: '(schema_migrations|runtime_role)',
    typeMapping: { int8: 'number', date: 'string', time: 'string', bytea: 'Uint8Array' },
    overrides: { columns: COLUMN_TYPES },
    customImports: IMPORTS,
    typeOnlyImports: true,
    postprocess: ({ db: introspected, metadata }) => refine(introspected, metadata),
    skipAutogeneratedFileComment: true,
    print: false,
    outFile: null,
    logger: undefined,
  });
  const path = SCHEMA_TYPES_FILE.pathname;
  return format(HEADER + types, { ...(await resolveConfig(path)), filepath: path });
}
