import { remoteConfig } from '@dss/build/webpack-app';

export default remoteConfig(import.meta.url, { name: 'admin', devPort: 3005 });
