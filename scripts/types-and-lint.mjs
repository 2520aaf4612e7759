// The types and lint stages' TypeScript work done once: each project's program is built and
// type-checked here, and ESLint's type-aware rules are handed the same programs instead of
// building their own (typescript-eslint's `programs`). Run as
// `node scripts/types-and-lint.mjs <project>… -- <lint pattern>…`; npm test starts two of these
// side by side, one per core. The last line of output is a JSON summary for npm test.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './workspace.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const projects = args.slice(0, split);
const patterns = args.slice(split + 1);

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** Builds `project`'s program and prints its type errors as tsc does; answers the program and whether it passed. */
function typeCheck(project) {
  const configFile = project.endsWith('.json') ? project : join(project, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, configFile),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostic(diagnostic, host));
      },
    },
  );
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
  });
  // Only the project's own files, as `tsc -b` with project references checks them: a program also
  // holds the files of the workspace packages it imports (the contract's are in six programs), and
  // each is checked in its own project. Checking every file of the seven programs took 99 s of CPU,
  // each project's own files 62 s. (The five remotes' routes.json, in no project, are read by the
  // builds and the tests.)
  const own = new Set(config.fileNames.map((file) => ts.sys.resolvePath(file)));
  const diagnostics = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((file) => own.has(file.fileName))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  if (diagnostics.length) console.log(format(diagnostics, host));
  return { program, passed: !diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) };
}

const typeErrors = [];
const programs = projects.map((project) => {
  const { program, passed } = typeCheck(project);
  if (!passed) typeErrors.push(project);
  return program;
});

const eslint = new ESLint({
  cwd: ROOT,
  warnIgnored: false,
  // The root's folders and files are named one by one; some hold nothing ESLint reads.
  errorOnUnmatchedPattern: false,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    // typescript-eslint lints a file with the first program holding it. A program holds the files
    // of the projects it imports, so the smallest holding a file is, as a rule, its own project's,
    // whose checker has checked it already.
    languageOptions: {
      parserOptions: {
        project: null,
        programs: [...programs].sort((a, b) => a.getSourceFiles().length - b.getSourceFiles().length),
      },
    },
  },
});
const results = await eslint.lintFiles(patterns);
const formatted = await (await eslint.loadFormatter('stylish')).format(results);
if (formatted) console.log(formatted);

const sum = (key) => results.reduce((total, result) => total + result[key], 0);
console.log(JSON.stringify({ typeErrors, lintErrors: sum('errorCount'), lintWarnings: sum('warningCount') }));
