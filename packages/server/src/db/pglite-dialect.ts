import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is one connection, so the driver hands it to one user at a
 * time: a transaction holds it from BEGIN to COMMIT and other queries wait, instead of
 * interleaving with the transaction as a shared handle would.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  /**
   * Hands the connection on only after the event loop has turned. PGlite runs in this thread and
   * answers without any I/O, so a chain of queries or transactions (the monthly overview PDFs,
   * retention's erasures) would otherwise run as one stretch of promise callbacks, and the server
   * would not so much as accept a connection until it ended (14 s for the demo school's overview
   * PDFs). After the turn, requests that arrived meanwhile are queued for the connection ahead of
   * the chain's next use.
   */
  async releaseConnection() {
    await turnOfTheEventLoop();
    // The one connection there is: the one acquireConnection handed out.
    this.connection.release();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  // Kysely's controlled transactions call these; its compiler quotes the name as an identifier.
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(sql`SAVEPOINT ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(compile(sql`RELEASE SAVEPOINT ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }
  async destroy() {
    await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters the simple protocol runs multi-statement text (migrations) as well.
    const result =
      query.parameters.length === 0
        ? (await this.client.exec(query.sql)).at(-1)!
        : await this.client.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows;
    return {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the rows answer the statement Kysely compiled for R; PGlite's exec() (statements without parameters) types rows as plain records
      rows: result.rows as R[],
      ...(affected !== undefined && result.fields.length === 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- PGlite cannot stream: this throws before its first yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }
}
