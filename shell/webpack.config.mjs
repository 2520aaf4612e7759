import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyPlugin from 'copy-webpack-plugin';
import { appConfig } from '@dss/build/webpack-app';

const appDir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  appConfig(
    {
      appDir,
      name: 'shell',
      devPort: 3000,
      // The user guide PDF is rendered from docs/user-guide.md before the build (npm run build).
      plugins: [
        new CopyPlugin({
          patterns: [
            { from: 'generated/help-guide.pdf', to: 'help-guide.pdf' },
            { from: 'public/favicon.ico', to: 'favicon.ico' },
          ],
        }),
      ],
    },
    argv,
  );
