import { BOOKING_COLOURS, contrastRatio, lessonTextColour } from './calendar';

describe('lesson colours on the calendar', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF3333', '#FFFFFF')).toBeCloseTo(3.64, 2);
  });

  it.each(Object.entries(BOOKING_COLOURS))('writes a %s lesson in a colour that reads at 4.5:1 or better', (_, fill) => {
    expect(contrastRatio(fill, lessonTextColour(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on the fills where white reads', () => {
    expect(lessonTextColour(BOOKING_COLOURS.blue)).toBe('#FFFFFF');
    expect(lessonTextColour(BOOKING_COLOURS.purple)).toBe('#FFFFFF');
    expect(lessonTextColour(BOOKING_COLOURS.red)).not.toBe('#FFFFFF');
  });
});
