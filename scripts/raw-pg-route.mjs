// The bench's raw-driver route (scripts/bench.mjs): a bare node:http server on RAW_PORT answering
// any request with the quick-information SQL through a plain pg pool on DATABASE_URL. It runs in
// its own process, as the server does, so that neither shares an event loop with the bench's client.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const pg = createRequire(join(ROOT, 'packages/server/package.json'))('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sql = 'select "address_lines", "opening_hours", "contact_details", "bank_details" from "quick_info"';
const server = createServer((_req, res) => {
  pool.query(sql).then(
    (r) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r.rows[0] ?? null)),
    () => res.writeHead(500).end(),
  );
});
server.listen(Number(process.env.RAW_PORT), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
