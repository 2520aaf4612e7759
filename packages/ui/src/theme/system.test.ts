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
});
