import { join } from 'node:path';
import { versionFollowsApiReport } from '@dss/test-support';

versionFollowsApiReport(join(__dirname, '..'), 'api.api.md');
