import { writeFileSync } from 'node:fs';
import { openFreshDatabase } from '../src/test-support/fresh-database';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';

// `npm run db:types`: migrates a fresh embedded database and writes its types.
const fresh = await openFreshDatabase(undefined);
try {
  writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes(fresh.db));
  console.log(`wrote ${SCHEMA_TYPES_FILE.pathname}`);
} finally {
  await fresh.close();
}
