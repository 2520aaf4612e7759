import { remoteConfig } from '@dss/build/webpack-app';

export default remoteConfig(import.meta.url, { name: 'reports', devPort: 3004 });
