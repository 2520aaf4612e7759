// A hard load evaluates the kit on every screen: it makes no Intl formatter until a value is
// formatted (numbers.ts says why). Counted by the kit's locale: the whole Chakra bundle Jest loads
// (not the tree-shaken one a browser gets) feature-tests Intl with formatters of its own.
describe('the kit’s formatters', () => {
  it('make no Intl formatter as the kit loads, and format once asked', async () => {
    const made = { number: 0, date: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    const numberSpy = jest.spyOn(Intl, 'NumberFormat').mockImplementation((locale, options) => {
      if (locale === 'en-GB') made.number += 1;
      return new NumberFormat(locale, options);
    });
    const dateSpy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => {
      if (locale === 'en-GB') made.date += 1;
      return new DateTimeFormat(locale, options);
    });
    try {
      await jest.isolateModulesAsync(async () => {
        const kit = await import('../index');
        expect(made).toEqual({ number: 0, date: 0 });
        expect(kit.formatGBP(1234.5)).toBe('£1,234.50');
        expect(kit.formatGBP('0')).toBe('£0.00');
        expect(kit.formatLongDate('2026-11-21')).toBe('Saturday, 21 November 2026');
        expect(kit.formatLongDate('2026-12-04')).toBe('Friday, 4 December 2026');
        // Each formatter is made once and kept.
        expect(made).toEqual({ number: 1, date: 2 });
      });
    } finally {
      numberSpy.mockRestore();
      dateSpy.mockRestore();
    }
  });
});
