import { remoteConfig } from '@dss/build/webpack-app';

export default remoteConfig(import.meta.url, { name: 'bookings', devPort: 3003 });
