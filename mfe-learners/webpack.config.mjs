import { remoteConfig } from '@dss/build/webpack-app';

export default remoteConfig(import.meta.url, { name: 'learners', devPort: 3001 });
