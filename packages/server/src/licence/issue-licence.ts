/**
 * Issues a licence key for a school: `LICENCE_SECRET=... npm run licence:issue -- --serial 42 [--edition 1]`.
 * Uses LICENCE_SECRET, as the server does; without it the key is signed with the development
 * secret, which only a demo server (DEMO on) accepts, and DEMO=0 refuses to issue one.
 */
import { parseArgs } from 'node:util';
import { ConfigError, configFromEnv, DEVELOPMENT_LICENCE_SECRET } from '../config';
import { issueLicenceKey } from './licence-key';

const { values } = parseArgs({ options: { serial: { type: 'string' }, edition: { type: 'string', default: '1' } } });
if (!values.serial) {
  console.error('Usage: LICENCE_SECRET=<secret> npm run licence:issue -- --serial <school number> [--edition <0-255>]');
  process.exit(2);
}
let secret: string;
try {
  secret = configFromEnv().licenceSecret;
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (secret === DEVELOPMENT_LICENCE_SECRET)
  console.error('LICENCE_SECRET is not set: this key is signed with the development secret and only a demo server accepts it.');
const key = issueLicenceKey(secret, { serial: Number(values.serial), edition: Number(values.edition) });
console.log(key);
