// The public type surface of the two shared singletons, @dss/ui and @dss/api, as API Extractor
// reports: packages/<pkg>/api-report/<pkg>.api.md. Their versions move with these reports
// (packages/<pkg>/src/public-api.test.ts; docs/decisions/singleton-versions-from-their-api-reports.md).
//
//   node scripts/api-reports.mjs --update   writes the reports; records a version not yet recorded
//   node scripts/api-reports.mjs --check    exits 1 when a report differs from the committed one
//
// Declarations are emitted once for both packages with the root TypeScript, into a temporary
// folder; API Extractor then reads each package's index.d.ts. Every other package (@dss/contract,
// Chakra, React…) is left unresolved, so it stays an import in the report, never inlined.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['ui', 'api'];
const mode = process.argv[2];
if (mode !== '--update' && mode !== '--check') {
  console.error('Usage: node scripts/api-reports.mjs --update | --check');
  process.exit(2);
}
const update = mode === '--update';

const lf = (text) => text.replace(/\r\n?/g, '\n');
/** The hash a version records in public-api.json (also packages/test-support/src/versioned-exports.ts). */
const reportHash = (text) => createHash('sha256').update(lf(text)).digest('hex').slice(0, 16);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const t0 = Date.now();
const tmp = mkdtempSync(join(tmpdir(), 'dss-api-reports-'));
let failed = false;
try {
  // 1. Declarations for both packages in one program (the kit's Chakra types are most of the time).
  const out = join(tmp, 'd.ts');
  const tsconfig = join(tmp, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: out,
        rootDir: ROOT,
        // Resolved from the root, not from the temporary folder this tsconfig is in.
        typeRoots: [join(ROOT, 'node_modules/@types')],
        types: ['node'],
      },
      files: PACKAGES.map((pkg) => join(ROOT, 'packages', pkg, 'src/index.ts')),
    }),
  );
  const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', tsconfig], { cwd: ROOT, encoding: 'utf8' });
  if (tsc.error) throw tsc.error;
  // tsc still writes every declaration it can when a file has errors (the kit's theme/recipes.ts
  // has an inferred type too long to write, and nothing public needs it). A missing declaration
  // that the public surface needs fails below, as API Extractor's TS2307.
  const byFile = new Map();
  for (const line of tsc.stdout.split('\n')) {
    const [, file = '', code] = /^(?:(.+?)\(\d+,\d+\): )?error (TS\d+)/.exec(line) ?? [];
    if (code) byFile.set(file, new Set([...(byFile.get(file) ?? []), code]));
  }
  for (const [file, codes] of byFile) {
    console.log(`note: tsc: ${[...codes].join(', ')} in ${file || 'the configuration'} (its declarations may be missing)`);
  }
  console.log(`declarations emitted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // 2. One API Extractor run per package.
  for (const pkg of PACKAGES) {
    const t1 = Date.now();
    const packageDir = join(ROOT, 'packages', pkg);
    const entry = join(out, 'packages', pkg, 'src/index.d.ts');
    if (!existsSync(entry)) throw new Error(`tsc wrote no ${relative(tmp, entry)}`);
    const reportFolder = join(packageDir, 'api-report');
    const reportTempFolder = join(tmp, 'report', pkg);
    if (update) mkdirSync(reportFolder, { recursive: true });
    mkdirSync(reportTempFolder, { recursive: true });
    const configFile = join(tmp, `api-extractor.${pkg}.json`);
    writeFileSync(
      configFile,
      JSON.stringify({
        projectFolder: packageDir,
        mainEntryPointFilePath: entry,
        bundledPackages: [],
        newlineKind: 'lf',
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'Bundler',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              strict: true,
              skipLibCheck: true,
              types: [],
              noEmit: true,
            },
            files: [entry],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: '<unscopedPackageName>.api.md',
          reportFolder,
          reportTempFolder,
          // An unexported props type used by an exported component is part of the surface too.
          includeForgottenExports: true,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'error' } },
          extractorMessageReporting: {
            default: { logLevel: 'warning' },
            // Nothing here is released in stages: every export is public.
            'ae-missing-release-tag': { logLevel: 'none' },
            // Noted in the report next to its user; its declaration is in the report too.
            'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      }),
    );
    const config = ExtractorConfig.prepare({
      configObject: ExtractorConfig.loadFile(configFile),
      configObjectFullPath: configFile,
      packageJsonFullPath: join(packageDir, 'package.json'),
    });
    const committed = join(reportFolder, `${pkg}.api.md`);
    const before = existsSync(committed) ? lf(readFileSync(committed, 'utf8')) : undefined;
    const notes = [];
    const errors = [];
    Extractor.invoke(config, {
      // Never copies the report itself: this script compares and writes it, the same way in both modes.
      localBuild: false,
      showVerboseMessages: false,
      messageCallback(message) {
        message.handled = true;
        // Other packages are deliberately not resolved (they stay imports in the report).
        if (message.messageId === 'TS2307' && !/module '\.{1,2}\//.test(message.text)) return;
        // API Extractor's own comparison with the committed report: made below instead.
        if (message.messageId.startsWith('console-api-report')) return;
        if (message.logLevel === 'none' || message.logLevel === 'verbose' || message.logLevel === 'info') return;
        const where = message.sourceFilePath ? ` (${relative(out, message.sourceFilePath)}:${message.sourceFileLine})` : '';
        (message.logLevel === 'error' ? errors : notes).push(`${message.messageId}: ${message.text}${where}`);
      },
    });
    for (const note of notes) console.log(`note (${pkg}): ${note}`);
    for (const error of errors) console.error(`error (${pkg}): ${error}`);
    const generated = join(reportTempFolder, `${pkg}.api.md`);
    if (errors.length || !existsSync(generated)) {
      console.error(`✖ @dss/${pkg}: API Extractor failed (${errors.length} error(s))`);
      failed = true;
      continue;
    }
    const text = lf(readFileSync(generated, 'utf8'));
    const same = before === text;
    const took = `${((Date.now() - t1) / 1000).toFixed(1)} s`;
    if (!update) {
      if (same) console.log(`✔ @dss/${pkg}: ${relative(ROOT, committed)} is current (${took})`);
      else {
        console.error(`✖ @dss/${pkg}: ${relative(ROOT, committed)} differs from the code: npm run api:report (${took})`);
        failed = true;
      }
      continue;
    }
    writeFileSync(committed, text);
    console.log(`${same ? '✔' : '✎'} @dss/${pkg}: ${relative(ROOT, committed)} ${same ? 'unchanged' : 'written'} (${took})`);
    recordVersion(pkg, packageDir, text);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`api reports ${mode.slice(2)}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);

/**
 * Records a version not yet in public-api.json: its report's hash, and the report itself as
 * api-report/<version>.api.md, which the next version's step is judged against. A recorded
 * version is never rewritten: a changed report needs a new version.
 */
function recordVersion(pkg, packageDir, text) {
  const { version } = readJson(join(packageDir, 'package.json'));
  const recordFile = join(packageDir, 'public-api.json');
  const recorded = existsSync(recordFile) ? readJson(recordFile) : {};
  const hash = reportHash(text);
  if (recorded[version] === hash) return;
  if (recorded[version]) {
    console.log(`  @dss/${pkg} ${version} was recorded with another report: move the version, then run this again`);
    return;
  }
  recorded[version] = hash;
  writeFileSync(recordFile, `${JSON.stringify(recorded, null, 2)}\n`);
  writeFileSync(join(packageDir, 'api-report', `${version}.api.md`), text);
  console.log(`  recorded @dss/${pkg} ${version}: ${hash} (public-api.json, api-report/${version}.api.md)`);
}
