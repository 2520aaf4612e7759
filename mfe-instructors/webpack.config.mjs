import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '@dss/build/webpack-app';

export default (_env, argv) =>
  appConfig(
    {
      appDir: dirname(fileURLToPath(import.meta.url)),
      name: 'instructors',
      exposes: { './routes': './src/routes.tsx' },
      devPort: 3002,
    },
    argv,
  );
