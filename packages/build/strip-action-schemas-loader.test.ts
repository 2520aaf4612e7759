import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { CONTRACT_SOURCES, stripActionSchemas } from './strip-action-schemas-loader.cjs';

const CONTRACT = join(__dirname, '..', 'contract', 'src');

/** The contract as a production browser build has it: bundled with every action's schemas dropped. */
async function strippedContract(): Promise<Record<string, unknown>> {
  const { outputFiles } = await build({
    entryPoints: [join(CONTRACT, 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'strip-action-schemas',
        setup(bundler) {
          bundler.onLoad({ filter: CONTRACT_SOURCES }, ({ path }) => ({
            contents: stripActionSchemas(readFileSync(path, 'utf8'), path),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const loaded: { exports: Record<string, unknown> } = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0]!.text)(loaded, loaded.exports, require);
  return loaded.exports;
}

/**
 * The calls a module makes as it loads once its schemas are dropped, other than `defineAction`'s
 * own and those of the module's helpers that make one (`const list = (field, row) => defineAction(…)`,
 * whose arguments are looked at in turn): a schema built at a module's top (`const byLearner =
 * z.object(…)`) is code webpack must keep, and with it the schema library, on every screen that
 * sends one of the module's actions.
 */
function callsAtLoad(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    stripActionSchemas(source, fileName),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const isDefineAction = (node: ts.Node) =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineAction';
  const makers = new Set(['defineAction']);
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement))
      for (const { name, initializer } of statement.declarationList.declarations)
        if (ts.isIdentifier(name) && initializer && ts.isArrowFunction(initializer) && isDefineAction(initializer.body))
          makers.add(name.text);
  const calls: string[] = [];
  const visit = (node: ts.Node): void => {
    // A function's body runs when it is called, not as the module loads.
    if (ts.isFunctionLike(node) || ts.isTypeNode(node)) return;
    const maker = ts.isCallExpression(node) && ts.isIdentifier(node.expression) && makers.has(node.expression.text);
    if ((ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) && !maker)
      calls.push(`${fileName}: ${node.getText(file).split('\n')[0]!.slice(0, 80)}`);
    else ts.forEachChild(node, visit);
  };
  for (const statement of file.statements)
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement) && !ts.isFunctionDeclaration(statement))
      visit(statement);
  return calls;
}

const contractSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contractSources(join(dir, entry.name))
      : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the production browser build of the contract', () => {
  // Bundled and evaluated once for the tests that read it.
  let contract: Record<string, unknown>;
  beforeAll(async () => {
    contract = await strippedContract();
  });

  it('drops the request and response of each defineAction call and nothing else', () => {
    const source = [
      "const office = { endpoint: 'ctrouV2.php' };",
      'export const one = defineAction({',
      "  field: 'one',",
      '  ...office,',
      '  request: z.object({ id: idField(`Learner is required.`) }),',
      "  reply: 'json',",
      '  response: pageOf(Row),',
      '});',
      'export const form = z.object({ request: z.string() });',
    ].join('\n');
    expect(stripActionSchemas(source, 'one.ts')).toBe(
      [
        "const office = { endpoint: 'ctrouV2.php' };",
        'export const one = defineAction({',
        "  field: 'one',",
        '  ...office,',
        '  request: undefined,',
        "  reply: 'json',",
        '  response: undefined,',
        '});',
        'export const form = z.object({ request: z.string() });',
      ].join('\n'),
    );
  });

  it('refuses a declaration whose schemas it could not drop', () => {
    expect(() => stripActionSchemas("defineAction({ field: 'x', request, reply: 'success' });", 'x.ts')).toThrow(
      "write 'request: …' in defineAction",
    );
    expect(() => stripActionSchemas('defineAction(declared);', 'x.ts')).toThrow('as an object literal');
  });

  it('loads with no action schema, every action still named, sent and permitted as declared', () => {
    const actions = contract.ALL_ACTIONS as readonly Record<string, unknown>[];
    expect(actions.length).toBeGreaterThan(150);
    for (const action of actions) {
      expect(action.request).toBeUndefined();
      expect(action.response).toBeUndefined();
      expect(typeof action.field).toBe('string');
      expect(typeof action.endpoint).toBe('string');
      expect(['json', 'success', 'created', 'result', 'file']).toContain(action.reply);
      expect(action.contract).toBe(contract.CONTRACT_VERSION);
    }
  });

  it('leaves the action modules nothing to build as they load: no schema beside the declarations', () => {
    const modules = contractSources(CONTRACT).filter((path) => readFileSync(path, 'utf8').includes('defineAction('));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.flatMap((path) => callsAtLoad(readFileSync(path, 'utf8'), path.slice(CONTRACT.length + 1)))).toEqual([]);
    // What it finds: a schema at a module's top, one inside a declaration beside its schemas, and
    // one handed to a helper that makes a declaration.
    const found = callsAtLoad(
      [
        "const byLearner = z.object({ id: idField('Learner is required.') });",
        'const lazy = () => z.object({});',
        "const list = (field, row) => defineAction({ field, request: z.object({}), reply: 'json', response: z.array(row()) });",
        "export const one = defineAction({ field: 'one', request: byLearner, reply: 'json', response: pageOf(Row), texts: messages('x') });",
        "export const two = list('two', () => Row);",
        "export const three = list('three', rowOf('x'));",
      ].join('\n'),
      'one.ts',
    );
    expect(found).toEqual([
      "one.ts: z.object({ id: idField('Learner is required.') })",
      "one.ts: messages('x')",
      "one.ts: rowOf('x')",
    ]);
  });

  it('keeps the schemas screens validate with', () => {
    const errors = (schema: unknown) =>
      (schema as { safeParse(value: unknown): { error?: { issues: { message: string }[] } } })
        .safeParse({})
        .error?.issues.map((issue) => issue.message);
    expect(errors(contract.departureForm)).toContain('Date of departure is required.');
    expect(errors(contract.theoryTestForm)).toContain('Date of test is required.');
    expect(errors(contract.eyeTestForm)).toContain('Date of eye test is required.');
    expect(errors(contract.complaintUpdateFields)?.length).toBeGreaterThan(0);
  });
});
