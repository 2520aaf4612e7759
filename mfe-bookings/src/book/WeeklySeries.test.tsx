import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  SERIES_TEXTS,
  bookingActions,
  wallClockText,
  type ParsedRequestOf,
  type SeriesPreviewRow,
} from '@dss/contract';
import { answer, mockWire, refuse, renderScreen } from '@dss/test-support';
import { WeeklySeries } from './WeeklySeries';

jest.setTimeout(30_000);

const user = userEvent.setup();

const EXPIRES = '2027-05-01T00:00:00.000Z';
const CLASH =
  'The lesson at 10:00 on 02/12/2026 clashes with booking B5 (L9 Amy Archer with A4 John Brown, 02/12/2026 10:00-11:00).';

/** The server's preview: a clash at 10:00 on 02/12, every other week free with the next credit. */
function previewOf(fields: ParsedRequestOf<typeof bookingActions.previewLessonSeries>): SeriesPreviewRow[] {
  const starts = fields.lessons
    ? fields.lessons.map((l) => l.start)
    : ['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16'].map((date) => ({ date, minutes: fields.start!.minutes }));
  let credit = 70;
  return starts.map((w) => {
    const start = wallClockText(w);
    return start === '2026-12-02 10:00:00'
      ? { start, credit: null, credit_expires: null, clash: CLASH }
      : { start, credit: ++credit, credit_expires: EXPIRES, clash: null };
  });
}

async function previewFourWeeks() {
  const date = screen.getByLabelText(/First lesson date/);
  await user.clear(date);
  await user.type(date, '25/11/2026');
  await user.selectOptions(screen.getByLabelText(/First lesson time/), '10:00');
  await user.click(screen.getByRole('button', { name: SERIES_TEXTS.preview }));
  return screen.findByRole('table', { name: SERIES_TEXTS.table });
}

describe('weekly series on Book Learners', () => {
  it('previews the weeks with their clash in words, skips and moves weeks, previewing again, and books the kept dates', async () => {
    const onSaved = jest.fn();
    const wire = mockWire(
      answer(bookingActions.previewLessonSeries, previewOf),
      answer(bookingActions.placeLessonSeries, () => ({ series: 3, placed: 3 })),
    );
    renderScreen(<WeeklySeries adi={4} learner={12} onSaved={onSaved} />);
    const table = await previewFourWeeks();
    expect(wire.sent(bookingActions.previewLessonSeries)[0]).toEqual({
      previewlessonseries: '1',
      adi: '4',
      learner: '12',
      start: '2026-11-25 10:00',
      weeks: '4',
    });
    expect(within(table).getByText(CLASH)).toBeInTheDocument();
    expect(within(table).getAllByText(SERIES_TEXTS.free)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Book 4 lessons' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(SERIES_TEXTS.keepClashing);

    // Skip the last week: the kept three are previewed again.
    await user.click(screen.getByRole('checkbox', { name: 'Book week 4' }));
    await waitFor(() => expect(wire.sent(bookingActions.previewLessonSeries)).toHaveLength(2));
    expect(JSON.parse(wire.sent(bookingActions.previewLessonSeries)[1]!.lessons!)).toEqual([
      { start: '2026-11-25 10:00' },
      { start: '2026-12-02 10:00' },
      { start: '2026-12-09 10:00' },
    ]);
    expect(await within(table).findByText(SERIES_TEXTS.skipped)).toBeInTheDocument();

    // Move the clashing week to 11:15 the next day: previewed again, it is free.
    fireEvent.change(screen.getByLabelText('Date of week 2'), { target: { value: '2026-12-03' } });
    await waitFor(() => expect(wire.sent(bookingActions.previewLessonSeries)).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Time of week 2'), { target: { value: '11:15' } });
    await waitFor(() => expect(within(table).queryByText(CLASH)).toBeNull());
    const book = await screen.findByRole('button', { name: 'Book 3 lessons' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);

    expect(await screen.findByText(BOOKING_TEXTS.placed)).toBeInTheDocument();
    const [sent] = wire.sent(bookingActions.placeLessonSeries);
    expect(JSON.parse(sent!.lessons!)).toEqual([
      { start: '2026-11-25 10:00' },
      { start: '2026-12-03 11:15' },
      { start: '2026-12-09 10:00' },
    ]);
    expect(sent).toMatchObject({ adi: '4', learner: '12' });
    expect(sent!.idemkey).toMatch(/^[\w-]{16,64}$/);
    expect(onSaved).toHaveBeenCalled();
  });

  it('asks for the number of weeks unless until the credits run out, and sends untilcredits then', async () => {
    const wire = mockWire(answer(bookingActions.previewLessonSeries, previewOf));
    renderScreen(<WeeklySeries adi={4} learner={12} onSaved={jest.fn()} />);
    await user.clear(screen.getByLabelText(/Number of weeks/));
    await user.type(screen.getByLabelText(/Number of weeks/), '60');
    await user.selectOptions(screen.getByLabelText(/First lesson time/), '10:00');
    await user.click(screen.getByRole('button', { name: SERIES_TEXTS.preview }));
    expect(await screen.findByText(SERIES_TEXTS.weeksRange)).toBeInTheDocument();
    expect(wire.sent(bookingActions.previewLessonSeries)).toHaveLength(0);
    await user.click(screen.getByText(SERIES_TEXTS.untilCredits));
    await user.click(screen.getByRole('button', { name: SERIES_TEXTS.preview }));
    await screen.findByRole('table', { name: SERIES_TEXTS.table });
    expect(wire.sent(bookingActions.previewLessonSeries)[0]).toMatchObject({ untilcredits: '1' });
    expect(wire.sent(bookingActions.previewLessonSeries)[0]).not.toHaveProperty('weeks');
  });

  it("shows the server's refusal, naming the lesson, under the spec's failure text", async () => {
    const reason = BOOKING_REFUSALS.noCredit({ date: '2026-12-09', minutes: 600 });
    mockWire(
      answer(bookingActions.previewLessonSeries, (fields) => previewOf(fields).filter((r) => r.clash === null)),
      answer(bookingActions.placeLessonSeries, () => refuse(409, `${BOOKING_TEXTS.placeFailed} ${reason}`)),
    );
    const onSaved = jest.fn();
    renderScreen(<WeeklySeries adi={4} learner={12} onSaved={onSaved} />);
    await previewFourWeeks();
    await user.click(await screen.findByRole('button', { name: 'Book 3 lessons' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(BOOKING_TEXTS.placeFailed)).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
