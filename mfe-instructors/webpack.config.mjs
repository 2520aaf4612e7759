import { remoteConfig } from '@dss/build/webpack-app';

export default remoteConfig(import.meta.url, { name: 'instructors', devPort: 3002 });
