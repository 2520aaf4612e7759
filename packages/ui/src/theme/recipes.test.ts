import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './system';

// The recipes each Chakra import needs (null: a layout primitive or helper without one). The
// system carries only the recipes in recipes.ts, so a component imported without its recipe
// would render unstyled; this map makes adding one a deliberate, checked step.
const RECIPES_OF: Record<string, string[] | null> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Box: null,
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  Card: ['card'],
  ChakraProvider: null,
  chakra: null,
  Checkbox: ['checkbox', 'checkmark'],
  Combobox: ['combobox'],
  createListCollection: null,
  CloseButton: ['button'],
  createSystem: null,
  DataList: ['dataList'],
  // The date picker loads with its own recipe (DateCalendar), so the shared system stays without it.
  DatePicker: null,
  defaultBaseConfig: null,
  defineConfig: null,
  Dialog: ['dialog'],
  Field: ['field'],
  Flex: null,
  Heading: ['heading'],
  HStack: null,
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: null,
  Link: ['link'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  parseDate: null,
  Portal: null,
  Progress: ['progress'],
  SimpleGrid: null,
  Spinner: ['spinner'],
  Stack: null,
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Text: null,
  Textarea: ['textarea'],
};

/** Every value the kit's code imports or re-exports from @chakra-ui/react (apps reach Chakra only through it). */
function chakraImports(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) names.push(...chakraImports(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/(?:import|export)\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
        }
      }
    }
  }
  return names;
}

const imported = [...new Set(chakraImports(join(__dirname, '..')))].sort();

describe('the lean Chakra system', () => {
  it('finds the Chakra imports it checks', () => {
    expect(imported).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Stat', 'Table']));
  });

  it.each(imported)('knows which recipes %s needs', (name) => {
    expect(RECIPES_OF).toHaveProperty([name]);
  });

  it.each(imported.flatMap((name) => (RECIPES_OF[name] ?? []).map((key) => [name, key] as const)))(
    '%s has its recipe %s',
    (_name, key) => {
      expect(system.isRecipe(key) || system.isSlotRecipe(key)).toBe(true);
    },
  );

  it('leaves out the recipes of components nobody uses', () => {
    expect(system.isSlotRecipe('accordion')).toBe(false);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
