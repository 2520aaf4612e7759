import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminActions, LESSON_REMINDER_TEXTS } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { LessonRemindersPage } from './LessonRemindersPage';

jest.setTimeout(20_000);

const TIMES = answer(adminActions.lessonReminders, () => ({ reminder_time: '18:00', instructor_day_time: '07:00' }));
const asAdmin = { session: ADMIN };

describe('Lesson Reminders', () => {
  it('shows the two times and saves a change', async () => {
    const wire = mockWire(
      TIMES,
      answer(adminActions.saveLessonReminders, () => 'SUCCESS'),
    );
    renderScreen(<LessonRemindersPage />, asAdmin);
    const reminder = await screen.findByLabelText(/Learners' reminders of tomorrow's lessons/);
    expect(reminder).toHaveValue('18:00');
    expect(screen.getByLabelText(/Instructors' list of the day's lessons/)).toHaveValue('07:00');
    expect(screen.getByRole('button', { name: 'Save Times' })).toBeDisabled();
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '19:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Times' }));
    await closeAlert(LESSON_REMINDER_TEXTS.saved);
    expect(wire.sent(adminActions.saveLessonReminders)).toEqual([
      expect.objectContaining({ reminder_time: '19:30', instructor_day_time: '07:00' }),
    ]);
  });

  it('says a time is required, and shows the error when the save fails', async () => {
    mockWire(
      TIMES,
      answer(adminActions.saveLessonReminders, () => refuse(500, 'x')),
    );
    renderScreen(<LessonRemindersPage />, asAdmin);
    const day = await screen.findByLabelText(/Instructors' list of the day's lessons/);
    await userEvent.clear(day);
    await userEvent.tab();
    expect(await screen.findByText(LESSON_REMINDER_TEXTS.dayRequired)).toBeInTheDocument();
    await userEvent.type(day, '06:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save Times' }));
    expect(await screen.findByText(LESSON_REMINDER_TEXTS.failed)).toBeInTheDocument();
  });
});
