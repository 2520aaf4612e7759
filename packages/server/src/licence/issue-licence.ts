/**
 * Issues a licence key for a school: `npm run licence:issue -- --serial 42 [--edition 1]`.
 * Uses LICENCE_SECRET, as the server does (the development secret when unset).
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { issueLicenceKey } from './licence-key';

const { values } = parseArgs({ options: { serial: { type: 'string' }, edition: { type: 'string', default: '1' } } });
if (!values.serial) {
  console.error('Usage: npm run licence:issue -- --serial <school number> [--edition <0-255>]');
  process.exit(2);
}
const key = issueLicenceKey(configFromEnv().licenceSecret, { serial: Number(values.serial), edition: Number(values.edition) });
console.log(key);
