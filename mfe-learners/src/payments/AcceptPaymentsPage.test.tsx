import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions, shellActions, type LearnerListed, type LessonPlan } from '@dss/contract';
import { answer, closeAlert, CLERK, mockWire, renderScreen } from '@dss/test-support';
import { AcceptPaymentsPage } from './AcceptPaymentsPage';

const LEARNER: LearnerListed = {
  student_id: 12,
  title: 'Ms',
  title_id: 3,
  gender: 'f',
  fname: 'Jane',
  mname: '',
  lname: 'Smith',
  mobile: '07700900123',
  landline: '',
  email: 'jane@example.invalid',
  dob: '2005-04-12',
  driving_licence_no: 'SMITH504125J99AB',
  lessons_type: 'manual',
  address: { line1: '1 High Street', line2: '', city: 'London', county: '', postcode: 'E7 9HZ' },
  pickup_pc: 'E7 9HZ',
  outer_pc: 'E7',
  req_adi_gender: 'any',
  req_language: null,
  req_car_type: 1,
  accState: 1,
  created: '2026-01-05T10:00:00.000Z',
  lesson_reminders: true,
};

const PLAN: LessonPlan = {
  plan_id: 4,
  text_description: 'Ten hours',
  gear_type: 'manual',
  hours: 10,
  plan_price: '350.00',
  status: 1,
  promocode: null,
};

jest.setTimeout(30_000);

describe('Accept Payments', () => {
  it('sends a new idempotency key with each Process Payment and no card data', async () => {
    const wire = mockWire(
      answer(learnerActions.loadLearners, () => ({ rows: [LEARNER], total: 1 })),
      answer(shellActions.lessonPacks, () => [PLAN]),
    );
    renderScreen(<AcceptPaymentsPage />, { session: CLERK });

    async function pay() {
      await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Smith' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await userEvent.selectOptions(await screen.findByLabelText(/^Lesson Package/), 'Ten hours - £350.00');
      await userEvent.type(screen.getByLabelText(/^Card Number/), '4242424242424242');
      await userEvent.click(screen.getByRole('button', { name: 'Process Payment' }));
      await closeAlert('Payment proccessed successfuly. Please assign an Instructor to learner');
    }

    await pay();
    // The success text asks for an instructor next; the way there opens this learner.
    expect(screen.getByRole('link', { name: 'Assign an instructor now' })).toHaveAttribute(
      'href',
      '/dashboard/assigninstructor?learner=12',
    );
    await pay();
    const sent = wire.sent(learnerActions.processPayment);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      processlearnerpayment: '1',
      learnerid: '12',
      lessonplanid: '4',
      idemkey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(sent[1]!.idemkey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.idemkey).not.toBe(sent[1]!.idemkey);
  });
});
