import { exportsFingerprint } from '@dss/test-support';
import * as publicApi from './index';
import pkg from '../package.json';
import recorded from '../public-api.json';

it('has a new version whenever its exports change, so a remote built against a newer one is refused', () => {
  const fingerprints: Record<string, string> = recorded;
  expect(`${pkg.version} ${exportsFingerprint(publicApi)}`).toBe(`${pkg.version} ${fingerprints[pkg.version]}`);
});
