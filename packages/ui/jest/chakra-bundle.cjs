// Chakra UI as one prebuilt CommonJS file for Jest. Every test file loads the kit's Chakra anew (a
// fresh module registry per file), and from Chakra's CommonJS build that is about 1,900 modules:
// over 2 s of each component test file's CPU went on resolving, reading and compiling them. One
// file made once per install with esbuild, from Chakra's ES modules, loads in about half the time
// (the unit stage 302 -> 198 s on an idle two-core machine). React and emotion's React package
// stay outside it, so that Chakra, the kit and the tests share one of each.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const UI = path.join(__dirname, '..');
const ROOT = path.join(UI, '..', '..');
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/react', '@emotion/react/*'];

// Made again when the lockfile or this file changes.
const key = createHash('sha256')
  .update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')))
  .update(readFileSync(__filename))
  .digest('hex')
  .slice(0, 16);
// Beside the kit's own dependencies, so that the externals resolve as the kit's do.
const folder = path.join(UI, 'node_modules', '.cache', 'jest-chakra', key);
const paths = { react: path.join(folder, 'chakra.cjs'), theme: path.join(folder, 'theme.cjs') };

async function ensureBundle() {
  if (existsSync(paths.react) && existsSync(paths.theme)) return;
  const { outputFiles } = await require('esbuild').build({
    stdin: {
      contents: "export * from '@chakra-ui/react';\nexport * as jestChakraTheme from '@chakra-ui/react/theme';",
      resolveDir: UI,
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: EXTERNAL,
    write: false,
    logLevel: 'warning',
  });
  // Only this install's file is kept.
  rmSync(path.dirname(folder), { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // Renamed into place, so a worker never reads half a file.
  const write = (file, text) => {
    writeFileSync(`${file}.${process.pid}`, text);
    renameSync(`${file}.${process.pid}`, file);
  };
  write(paths.react, outputFiles[0].text);
  write(paths.theme, "module.exports = require('./chakra.cjs').jestChakraTheme;\n");
}

// Jest's globalSetup (jest.preset.cjs); the preset maps Chakra's two entries to `paths`.
module.exports = ensureBundle;
module.exports.paths = paths;
