import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from '../../codegen/schema-types';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';

describe(`the committed database types are what the migrations produce (${ENGINE})`, () => {
  let t: TestDb;
  before(async () => {
    t = await openTestDb(ENGINE);
  });
  after(() => t.close());

  it('schema.generated.ts matches a freshly migrated database (else run npm run db:types)', async () => {
    assert.equal(await generateSchemaTypes(t.db), readFileSync(SCHEMA_TYPES_FILE, 'utf8'));
  });
});
