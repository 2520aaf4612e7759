import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
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
