import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as contract from '@dss/contract';
import { ALL_ACTIONS, type ActionDef } from '@dss/contract';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every `handlers/<name>.ts` of the server's domain folders (reports/performance included). */
function handlerFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : handlerFiles(path);
    return basename(dir) === 'handlers' && /^[a-z0-9-]+\.ts$/.test(entry.name) && entry.name !== 'index.ts' ? [path] : [];
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The contract's action modules: its `…Actions` namespaces. */
const MODULES = Object.entries(contract).filter(([name]) => /^[a-z][A-Za-z]*Actions$/.test(name)) as [
  string,
  Record<string, ActionDef>,
][];

describe('each action has one handler file, named after the action', () => {
  const files = handlerFiles();

  it('the action modules hold every action of the wire', () => {
    const inModules = MODULES.flatMap(([, actions]) => Object.values(actions));
    assert.deepEqual(new Set(inModules), new Set(ALL_ACTIONS));
  });

  for (const [module, actions] of MODULES) {
    it(`${module}: handlers/<action>.ts exports the action's handler under its name`, async () => {
      const missing: string[] = [];
      for (const [name, action] of Object.entries(actions)) {
        const named = files.filter((file) => basename(file) === `${kebab(name)}.ts`);
        const exports = await Promise.all(named.map(async (file) => (await import(pathToFileURL(file).href))[name]));
        if (!exports.some((handler) => handler?.action === action)) missing.push(`${name} (${kebab(name)}.ts)`);
      }
      assert.deepEqual(missing, [], `handlers not found in a file named after the action`);
    });
  }

  it('a handler file serves one action', async () => {
    const served = new Map(ALL_ACTIONS.map((action) => [action, 0]));
    for (const file of files) {
      const handlers = Object.values(await import(pathToFileURL(file).href)).filter(
        (value): value is { action: ActionDef } => !!value && typeof value === 'object' && 'action' in value,
      );
      const [handler, ...others] = handlers;
      assert.ok(handler && !others.length, `${relative(SRC, file)} exports ${handlers.length} handlers`);
      served.set(handler.action, (served.get(handler.action) ?? 0) + 1);
    }
    assert.deepEqual(
      [...served].filter(([, n]) => n > 1).map(([a]) => a.field),
      [],
    );
  });
});
