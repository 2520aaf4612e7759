import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AVAILABILITY_MESSAGES,
  DEFAULT_AVAILABILITY,
  instructorActions,
  INSTRUCTOR_TEXTS,
  londonClock,
  TIME_AWAY_MESSAGES,
  type TimeAwayRow,
} from '@dss/contract';
import { answer, closeAlert, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo, pageOf } from '../test-support/instructors';
import { WorkingHoursDialog } from './WorkingHoursDialog';

jest.setTimeout(30_000);

const away = (id: number, over: Partial<TimeAwayRow> = {}): TimeAwayRow => ({
  rec_id: id,
  type: 'day',
  reason: '',
  start_date: '2030-01-10',
  start_time: '00:00',
  end_date: '2030-01-10',
  end_time: '23:59',
  duration: '24.0 hours',
  status: 1,
  editable: true,
  ...over,
});

function open(wire = mockWire()) {
  renderScreen(<WorkingHoursDialog info={instructorInfo(7)} onClose={() => undefined} />);
  return wire;
}

const fill = (el: HTMLElement, value: string) => {
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('Working Hours Manager (document 2 §2.11)', () => {
  it('shows the default week when none is saved and sends the whole week, Monday first', async () => {
    const wire = open(
      mockWire(answer(instructorActions.availability, () => ({ saved: false, days: [...DEFAULT_AVAILABILITY] }))),
    );
    expect(await screen.findByLabelText('Monday start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Saturday working')).not.toBeChecked();
    expect(screen.getByLabelText('Friday lunch start')).toHaveValue('12:00');
    await userEvent.selectOptions(screen.getByLabelText('Monday end'), '18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Working Hours' }));
    await closeAlert(INSTRUCTOR_TEXTS.availabilitySaved);
    const sent = JSON.parse(wire.sent(instructorActions.saveAvailability)[0]!.availability!) as {
      day_num: number;
      work_end: string;
    }[];
    expect(sent.map((d) => d.day_num)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(sent[0]!.work_end).toBe('18:30');
    expect(wire.sent(instructorActions.saveAvailability)[0]!.adi).toBe('7');
  });

  it('refuses lunch outside working hours', async () => {
    open(mockWire(answer(instructorActions.availability, () => ({ saved: true, days: [...DEFAULT_AVAILABILITY] }))));
    await userEvent.selectOptions(await screen.findByLabelText('Monday lunch end'), '18:00');
    expect(screen.getByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES.lunch);
    expect(screen.getByRole('button', { name: 'Save Working Hours' })).toBeDisabled();
  });

  it("applies the time-away rules with the spec's words and sends London wall-clock times", async () => {
    const wire = open(
      mockWire(
        answer(instructorActions.availability, () => ({ saved: true, days: [...DEFAULT_AVAILABILITY] })),
        answer(instructorActions.timeAway, () => pageOf([])),
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Time Away Management' }));
    expect(await screen.findByText(INSTRUCTOR_TEXTS.noTimeAway)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Time Away Type/), 'Hours');
    fill(screen.getByLabelText(/^Date/), '2020-01-01');
    await userEvent.selectOptions(screen.getByLabelText(/^Start Time/), '10:00');
    await userEvent.selectOptions(screen.getByLabelText(/^End Time/), '12:30');
    expect(await screen.findByText(TIME_AWAY_MESSAGES.pastDate)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/^Time Away Type/), 'Days');
    fill(screen.getByLabelText(/^Start Date/), '2030-02-10');
    fill(screen.getByLabelText(/^End Date/), '2030-02-09');
    expect(await screen.findByText(TIME_AWAY_MESSAGES.endBeforeStart)).toBeInTheDocument();
    fill(screen.getByLabelText(/^End Date/), '2030-02-11');
    await waitFor(() => expect(screen.queryByText(TIME_AWAY_MESSAGES.endBeforeStart)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save Time Away' }));
    await closeAlert(INSTRUCTOR_TEXTS.timeAwaySaved);
    expect(wire.sent(instructorActions.saveTimeAway)[0]).toMatchObject({
      adi: '7',
      type: 'days',
      start_datetime: '2030-02-10 00:00:00',
      end_datetime: '2030-02-11 23:59:59',
      duration_text: '48.0 hours',
    });
    expect(londonClock().date < '2030-02-10').toBe(true);
  });

  it('offers start times from the next half-hour after an hour from now today, and end times after the start', async () => {
    // Only the clock is fixed (10:10 in London, BST); timers stay real for the screen.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: new Date('2030-06-10T09:10:00Z'),
    });
    try {
      const wire = open(
        mockWire(
          answer(instructorActions.availability, () => ({ saved: true, days: [...DEFAULT_AVAILABILITY] })),
          answer(instructorActions.timeAway, () => pageOf([])),
        ),
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Time Away Management' }));
      await userEvent.selectOptions(await screen.findByLabelText(/^Time Away Type/), 'Hours');
      const choices = (label: RegExp) =>
        within(screen.getByLabelText(label))
          .getAllByRole('option')
          .filter((o) => !(o as HTMLOptionElement).disabled && o.getAttribute('value') !== '')
          .map((o) => o.textContent);

      // Another day: every half-hour that leaves one to end at; ends only after the start.
      fill(screen.getByLabelText(/^Date/), '2030-06-11');
      expect(choices(/^Start Time/)).toHaveLength(47);
      expect(choices(/^Start Time/)[0]).toBe('00:00');
      expect(choices(/^Start Time/)).not.toContain('23:30');
      await userEvent.selectOptions(screen.getByLabelText(/^Start Time/), '09:00');
      expect(choices(/^End Time/)[0]).toBe('09:30');
      expect(choices(/^End Time/)).not.toContain('09:00');
      await userEvent.selectOptions(screen.getByLabelText(/^End Time/), '10:00');

      // Today (10:10): starts begin at 11:30; the 09:00 held is past and said so.
      fill(screen.getByLabelText(/^Date/), '2030-06-10');
      expect(choices(/^Start Time/)[0]).toBe('11:30');
      expect(choices(/^Start Time/)).not.toContain('11:00');
      expect(await screen.findByText(TIME_AWAY_MESSAGES.startTimePast)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Start Time/)).toHaveValue('09:00');
      await userEvent.selectOptions(screen.getByLabelText(/^Start Time/), '11:30');
      await waitFor(() => expect(screen.queryByText(TIME_AWAY_MESSAGES.startTimePast)).toBeNull());
      expect(choices(/^End Time/)[0]).toBe('12:00');
      expect(await screen.findByText(TIME_AWAY_MESSAGES.endTimeOrder)).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByLabelText(/^End Time/), '13:00');
      await userEvent.click(screen.getByRole('button', { name: 'Save Time Away' }));
      await closeAlert(INSTRUCTOR_TEXTS.timeAwaySaved);
      expect(wire.sent(instructorActions.saveTimeAway)[0]).toMatchObject({
        start_datetime: '2030-06-10 11:30:00',
        end_datetime: '2030-06-10 13:00:00',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists time away 10 a page, deletes a scheduled entry after confirmation, and cannot delete a past or withdrawn one', async () => {
    const rows = [away(1), away(2, { status: 0, reason: 'Holiday' }), away(3, { editable: false, start_date: '2020-01-01' })];
    const wire = open(
      mockWire(
        answer(instructorActions.availability, () => ({ saved: true, days: [...DEFAULT_AVAILABILITY] })),
        answer(instructorActions.timeAway, () => pageOf(rows, 23)),
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Time Away Management' }));
    const table = await screen.findByRole('table', { name: 'Time away' });
    await within(table).findByText('Holiday');
    expect(wire.sent(instructorActions.timeAway)[0]).toMatchObject({ adiid: '7', pagesize: '10' });
    expect(within(table).getAllByText(INSTRUCTOR_TEXTS.noReason)).toHaveLength(2);
    const deletes = within(table).getAllByRole('button', { name: /^Delete time away/ });
    expect(deletes.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, true]);
    await userEvent.click(deletes[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Remove time away' });
    expect(confirm).toHaveTextContent(INSTRUCTOR_TEXTS.confirmTimeAwayDelete);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await closeAlert(INSTRUCTOR_TEXTS.timeAwayDeleted);
    expect(wire.sent(instructorActions.deleteTimeAway)).toEqual([{ deleteaditimeaway: '1', recordid: '1' }]);
  });
});
