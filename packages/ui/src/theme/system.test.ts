import { system } from './system';

const valueOf = (name: string) => system.tokens.getByName(name)?.originalValue;

describe('theme', () => {
  it('uses a darker red for error text, readable on white', () => {
    expect(valueOf('colors.fg.error')).toBe('{colors.red.700}');
  });

  it('defines the brand palette used by buttons and focus rings', () => {
    expect(valueOf('colors.brand.solid')).toBe('{colors.brand.600}');
    expect(valueOf('colors.brand.contrast')).toBe('{colors.white}');
    expect(valueOf('colors.brand.focusRing')).toBe('{colors.brand.500}');
  });

  it('darkens solid teal so white button text stays above 4.5:1', () => {
    expect(valueOf('colors.teal.solid')).toBe('{colors.teal.700}');
    expect(valueOf('colors.teal.contrast')).toBeDefined();
  });

  it.each(['green', 'orange', 'red', 'blue', 'cyan', 'purple'])('darkens solid %s for status buttons and badges', (palette) => {
    expect(valueOf(`colors.${palette}.solid`)).toBe(`{colors.${palette}.700}`);
  });

  it('keeps the stock tokens', () => {
    expect(valueOf('colors.fg.muted')).toBeDefined();
    expect(valueOf('colors.red.700')).toBeDefined();
  });

  // Chakra's patch (patches/@chakra-ui__react@3.37.0.patch) writes a token variable without token
  // references as it is, not through the style engine: about a third of creating the system, cold.
  it("writes every token variable as Chakra's style engine makes it", () => {
    const tokenLayer = system.getTokenCss()['@layer tokens'];
    const expected: Record<string, unknown> = {};
    for (const [condition, values] of system.tokens.cssVarMap) {
      const selector = condition === 'base' ? `&${system._config.cssVarsRoot}` : system.conditions.resolve(condition);
      const variables: Record<`--${string}`, string> = Object.fromEntries(values);
      expected[selector] = system.css({ [selector]: variables })[selector];
    }
    expect(Object.keys(expected)).toHaveLength(3);
    expect(JSON.stringify(tokenLayer)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(tokenLayer)).toContain(
      '"--chakra-shadows-xs":"0px 1px 2px color-mix(in srgb, var(--chakra-colors-gray-900) 10%',
    );
  });
});
