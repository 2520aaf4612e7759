import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_FEED_TEXTS as T, instructorActions } from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { CalendarFeedSection } from './CalendarFeedSection';

const SINCE = '2026-05-12T09:30:00.000Z';

/** The server's side: a feed that is live once given and not once stopped. */
function feedWire() {
  let live = false;
  return mockWire(
    answer(instructorActions.calendarFeed, () => ({ live, since: live ? SINCE : null })),
    answer(instructorActions.issueCalendarFeed, () => {
      live = true;
      return { path: '/calendar/Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_T.ics', since: SINCE };
    }),
    answer(instructorActions.stopCalendarFeed, () => {
      live = false;
      return 'SUCCESS';
    }),
  );
}

describe("Edit Instructor's calendar feed", () => {
  it('gives an address, shows it once with Copy and the note, and stops the feed', async () => {
    const wire = feedWire();
    const user = userEvent.setup();
    renderScreen(<CalendarFeedSection adiId={7} />);
    const section = await screen.findByRole('region', { name: T.title });
    expect(await within(section).findByText(T.none)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: T.stop })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: T.give }));
    await closeAlert(T.given);
    const address = `${window.location.origin}/calendar/Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_T.ics`;
    expect(within(section).getByRole('textbox', { name: T.addressLabel })).toHaveValue(address);
    expect(within(section).getByText(T.note)).toBeInTheDocument();
    expect(await within(section).findByText(`${T.liveSince} 12/05/2026 10:30.`)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: T.copy }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(within(section).getByRole('button', { name: T.copied })).toBeInTheDocument();
    expect(wire.sent(instructorActions.issueCalendarFeed)).toEqual([{ issueadicalendarfeed: '1', adiid: '7' }]);

    await user.click(within(section).getByRole('button', { name: T.stop }));
    expect(await screen.findByText(T.confirmStop)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(wire.sent(instructorActions.stopCalendarFeed)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: T.stop }));
    await screen.findByText(T.confirmStop);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.stop }));
    await closeAlert(T.stopped);
    expect(wire.sent(instructorActions.stopCalendarFeed)).toEqual([{ stopadicalendarfeed: '1', adiid: '7' }]);
    expect(await within(section).findByText(T.none)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: T.addressLabel })).not.toBeInTheDocument();
  });

  it('asks before replacing a live address, and shows no address when giving one fails', async () => {
    const wire = mockWire(
      answer(instructorActions.calendarFeed, () => ({ live: true, since: SINCE })),
      answer(instructorActions.issueCalendarFeed, () => refuse(409, T.deletedInstructor)),
    );
    const user = userEvent.setup();
    renderScreen(<CalendarFeedSection adiId={7} />);
    const section = await screen.findByRole('region', { name: T.title });
    await within(section).findByText(`${T.liveSince} 12/05/2026 10:30.`);
    await user.click(within(section).getByRole('button', { name: T.give }));
    expect(await screen.findByText(T.replaceWarning)).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.give }));
    expect(await screen.findByText(T.deletedInstructor)).toBeInTheDocument();
    expect(wire.sent(instructorActions.issueCalendarFeed)).toHaveLength(1);
    expect(within(section).queryByRole('textbox', { name: T.addressLabel })).not.toBeInTheDocument();
  });
});
