import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, adminActions, REMOVE_CONFIRM_TEXTS, type AdminLessonPlan, type FranchisePlan } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { AddFranchisePlanPage, ManageFranchisePlansPage } from './FranchisePlanPages';
import { AddLessonPlanPage, ManageLessonPlansPage } from './LessonPlanPages';

const lesson = (plan_id: number, status: 0 | 1, text_description: string): AdminLessonPlan => ({
  plan_id,
  text_description,
  gear_type: 'manual',
  hours: 5,
  plan_price: '155.00',
  status,
  promocode: null,
  created_on: '2024-01-01T00:00:00Z',
  updated_on: '2024-01-01T00:00:00Z',
});
const franchise = (plan_id: number, state: 0 | 1): FranchisePlan => ({
  plan_id,
  initial_fee: '450.00',
  weekly_fee: '150.00',
  work_type: 'Full-Time',
  weekly_hours: 40,
  promo_code: null,
  created_on: '2024-01-01T00:00:00Z',
  updated_on: '2024-01-01T00:00:00Z',
  state,
});
/** The plan screens' reads; saves answer SUCCESS. */
const PLAN_READS = [
  answer(adminActions.loadLessonPlans, () => [lesson(1, 1, 'Starter pack'), lesson(2, 0, 'Old pack')]),
  answer(adminActions.loadFranchisePlans, () => [franchise(1, 1), franchise(2, 0)]),
];
const asAdmin = { session: ADMIN };

// Typing whole forms key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

async function blurWith(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  else await userEvent.click(field);
  await userEvent.tab();
}

describe('Create New Lesson Package', () => {
  it('lists only the active packages', async () => {
    mockWire(...PLAN_READS);
    renderScreen(<AddLessonPlanPage />, asAdmin);
    const table = await screen.findByRole('table', { name: 'Current lesson packages' });
    expect(await within(table).findByText('Starter pack')).toBeInTheDocument();
    expect(within(table).queryByText('Old pack')).toBeNull();
  });

  it("shows the spec's messages and sends desc, price, hours, gears and promocode", async () => {
    const wire = mockWire(...PLAN_READS);
    renderScreen(<AddLessonPlanPage />, asAdmin);
    await blurWith(/^Package Description/, '');
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    await blurWith(/^Package Price/, 'ten');
    expect(screen.getByText('Package Price must be a number')).toBeInTheDocument();
    await blurWith(/^Package Total Hours/, 'x');
    expect(screen.getByText('Package Total Hours must be a number.')).toBeInTheDocument();
    await blurWith(/^Package Total Hours/, '');
    expect(screen.getByText('Package Total Hours is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Gear Type/));
    await userEvent.tab();
    expect(screen.getByText('Gear Type is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Promotion Code/)).toHaveAttribute('maxlength', '10');

    await blurWith(/^Package Description/, 'Motorway pack');
    await blurWith(/^Package Price/, '99.95');
    await blurWith(/^Package Total Hours/, '3');
    await userEvent.selectOptions(screen.getByLabelText(/^Gear Type/), 'Manual');
    await blurWith(/^Promotion Code/, 'MWAY3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Lesson Package' }));
    await closeAlert(ADMIN_TEXTS.lessonAdded);
    expect(wire.sent(adminActions.saveLessonPlan)[0]).toMatchObject({
      desc: 'Motorway pack',
      price: '99.95',
      hours: '3',
      gears: 'manual',
      promocode: 'MWAY3',
    });
  });
});

describe('Manage Lesson Plans', () => {
  it('removes an active plan after confirmation and offers No Actions for a removed one', async () => {
    const wire = mockWire(...PLAN_READS);
    renderScreen(<ManageLessonPlansPage />, asAdmin);
    expect(await screen.findByRole('button', { name: 'No Actions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Starter pack' }));
    expect(await screen.findByText(REMOVE_CONFIRM_TEXTS.lesson)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closeAlert(ADMIN_TEXTS.lessonRemoved);
    expect(wire.sent(adminActions.removeLessonPlan)[0]).toMatchObject({ plan_id: '1' });
  });

  it("shows the spec's error when the removal fails", async () => {
    mockWire(
      ...PLAN_READS,
      answer(adminActions.removeLessonPlan, () => refuse(409, 'x')),
    );
    renderScreen(<ManageLessonPlansPage />, asAdmin);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Starter pack' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ADMIN_TEXTS.lessonRemoveError)).toBeInTheDocument();
  });
});

describe('Create New Franchise Package', () => {
  it("shows the spec's messages and sends the plan", async () => {
    const wire = mockWire(...PLAN_READS);
    renderScreen(<AddFranchisePlanPage />, asAdmin);
    await blurWith(/^Joining Fee/, '');
    expect(screen.getByText('Joining Fee is required.')).toBeInTheDocument();
    await blurWith(/^Joining Fee/, 'abc');
    expect(screen.getByText('Fee must be a number')).toBeInTheDocument();
    await blurWith(/^Weekly Fee/, '');
    expect(screen.getByText('Weekly Fee is required.')).toBeInTheDocument();
    await blurWith(/^Weekly Hours/, '1.5');
    expect(screen.getByText('Hours must be in whole numbers')).toBeInTheDocument();
    await blurWith(/^Weekly Hours/, '200');
    expect(screen.getByText('Hours must be more than 0 and less than 168')).toBeInTheDocument();
    await blurWith(/^Weekly Hours/, '');
    expect(screen.getByText('Weekly Hours is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Work Type/));
    await userEvent.tab();
    expect(screen.getByText('Work type is required.')).toBeInTheDocument();

    await blurWith(/^Joining Fee/, '450');
    await blurWith(/^Weekly Fee/, '150.50');
    await blurWith(/^Weekly Hours/, '40');
    await userEvent.selectOptions(screen.getByLabelText(/^Work Type/), 'Part-Time');
    await userEvent.click(screen.getByRole('button', { name: 'Create Franchise Package' }));
    await closeAlert(ADMIN_TEXTS.franchiseAdded);
    expect(wire.sent(adminActions.saveFranchisePlan)[0]).toMatchObject({
      initial_fee: '450',
      weekly_fee: '150.50',
      work_type: 'Part-Time',
      weekly_hours: '40',
      promo_code: '',
    });
  });
});

describe('Manage Franchise Plans', () => {
  it('shows F-prefixed plans and removes an active one after confirmation', async () => {
    const wire = mockWire(...PLAN_READS);
    renderScreen(<ManageFranchisePlansPage />, asAdmin);
    expect(await screen.findByText('F1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No Actions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove F1' }));
    expect(await screen.findByText(REMOVE_CONFIRM_TEXTS.franchise)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closeAlert(ADMIN_TEXTS.franchiseRemoved);
    expect(wire.sent(adminActions.removeFranchisePlan)[0]).toMatchObject({ plan_id: '1' });
  });
});
