import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HINT_TEXTS, instructorActions, INSTRUCTOR_TEXTS } from '@dss/contract';
import { answer, DICTIONARIES, mockWire, renderScreen } from '@dss/test-support';
import { RegisterInstructorPage } from './RegisterInstructorPage';

jest.setTimeout(180_000);

const PLANS = [
  {
    plan_id: 3,
    initial_fee: '250.00',
    work_type: 'Full-Time' as const,
    weekly_hours: 30,
    weekly_fee: '100.00',
    promo_code: null,
  },
];
const LISTS = [
  ...DICTIONARIES,
  answer(instructorActions.fuelTypes, () => [{ id: 1, txt: 'Petrol' }]),
  answer(instructorActions.vehicleOwnerTypes, () => [
    { type_id: 1, desc: 'Owner', message: 'The instructor owns the vehicle.' },
    { type_id: 2, desc: 'Leased', message: 'Leased from a company.' },
  ]),
  answer(instructorActions.franchisePlanOptions, () => PLANS),
];

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
// eslint-disable-next-line testing-library/no-node-access -- a section's status is the icon in its summary, marked for the test by data-status
const panel = (title: string) => document.querySelector(`[data-section="${title}"]`) as HTMLElement;
// eslint-disable-next-line testing-library/no-node-access -- the summary's icon, as above
const statusOf = (title: string) => panel(title).querySelector('[data-status]')?.getAttribute('data-status');

async function open(title: string) {
  const p = panel(title);
  if (!p.hasAttribute('open')) fireEvent.click(within(p).getByText(title, { selector: 'span' }));
}
// Typing is set in one change (the form validates every value; typing each key is slow in jsdom).
function fill(element: HTMLElement, text: string) {
  fireEvent.focus(element);
  fireEvent.change(element, { target: { value: text } });
  fireEvent.blur(element);
}
async function type(label: RegExp | string, text: string) {
  fill(screen.getByLabelText(label), text);
}
async function pick(label: RegExp | string, option: string) {
  await userEvent.selectOptions(screen.getByLabelText(label), option);
}

async function fillVehicle(n: 1 | 2, reg: string) {
  // eslint-disable-next-line testing-library/no-node-access -- each vehicle's fields sit in a fieldset under its heading
  const inVehicle = within(screen.getByRole('heading', { name: `Vehicle ${n}` }).closest('fieldset') as HTMLElement);
  const t = async (label: RegExp, text: string) => fill(inVehicle.getByLabelText(label), text);
  await t(/^Vehicle Make/, 'Ford');
  await t(/^Vehicle Model/, 'Fiesta');
  await t(/^Vehicle Colour/, 'Blue');
  await t(/^Vehicle Registration Number/, reg);
  await userEvent.selectOptions(inVehicle.getByRole('combobox', { name: 'Vehicle Registration Year: month' }), 'March');
  await userEvent.selectOptions(inVehicle.getByRole('combobox', { name: 'Vehicle Registration Year: year' }), '2021');
  await userEvent.selectOptions(inVehicle.getByLabelText(/^Vehicle Type/), 'Hatchback');
  await userEvent.selectOptions(inVehicle.getByLabelText(/^Vehicle Gear Type/), 'Manual');
  await userEvent.selectOptions(inVehicle.getByLabelText(/^Vehicle Fuel Type/), 'Petrol');
  await t(/^Leagal Owner Name/, 'Oliver Whitfield');
  await userEvent.selectOptions(inVehicle.getByLabelText(/^Dual Controls/), 'Yes');
  await userEvent.selectOptions(inVehicle.getByLabelText(/^Vehicle Owner Type/), 'Leased');
  expect(inVehicle.getByText('Leased from a company.')).toBeInTheDocument();
  await t(/^Vehicle VED Expiry Date/, '2027-03-01');
  await t(/^Vehicle MOT Expiry Date/, '2027-03-02');
  await t(/^Vehicle Insurance Expiry Date/, '2027-03-03');
  await userEvent.upload(inVehicle.getByLabelText(/^Vehicle V5C/), pdf(`logbook${n}.pdf`));
  await userEvent.upload(inVehicle.getByLabelText(/^Vehicle MOT\*?$/), pdf(`mot${n}.pdf`));
  await userEvent.upload(inVehicle.getByLabelText(/^Vehicle & Driver's Insurance/), pdf(`ins${n}.pdf`));
}

describe('Register Instructor (document 2 §2.1)', () => {
  it('marks a section invalid once a field of it is left empty, and keeps the others untouched', async () => {
    mockWire(...LISTS);
    renderScreen(<RegisterInstructorPage />);
    const first = screen.getByLabelText(/^First Name/);
    fireEvent.focus(first);
    fireEvent.blur(first);
    await waitFor(() => expect(statusOf('Personal')).toBe('2'));
    expect(statusOf('Contact')).toBe('0');
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Instructor' })).toBeDisabled();
  });

  it('shows English first as the primary teaching language, ticked and locked', async () => {
    mockWire(...LISTS);
    renderScreen(<RegisterInstructorPage />);
    await open('Teaching');
    const teaching = within(panel('Teaching'));
    const english = await teaching.findByRole('checkbox', { name: 'English (primary)' });
    expect(teaching.getAllByRole('checkbox')[0]).toBe(english);
    expect(english).toBeChecked();
    expect(english).toBeDisabled();
    await userEvent.click(teaching.getByText('English (primary)'));
    expect(english).toBeChecked();
    expect(teaching.getByRole('checkbox', { name: 'Polish' })).not.toBeChecked();
  });

  it('hints, without blocking, where the licence number does not match the surname, date of birth or gender', async () => {
    mockWire(...LISTS);
    renderScreen(<RegisterInstructorPage />);
    await type(/^Surname/, 'Whitfield');
    await type(/^Date of Birth/, '1980-12-05');
    await pick(/^Gender/, 'Female');
    await type(/^Driving Licence Number/, 'whitf812050oj9ab');
    expect(screen.getByText(HINT_TEXTS.licenceGender)).toBeInTheDocument();
    await pick(/^Gender/, 'Male');
    expect(screen.queryByText(HINT_TEXTS.licenceGender)).toBeNull();
    await type(/^Surname/, 'Smith');
    expect(screen.getByText(HINT_TEXTS.licenceSurname)).toBeInTheDocument();
    await type(/^Driving Licence Number/, 'whitf8120');
    expect(screen.getByText(HINT_TEXTS.licenceLength)).toBeInTheDocument();
  });

  it('marks each section untouched, invalid then valid, sends one multipart submission with the named PDFs, and clears', async () => {
    const wire = mockWire(
      ...LISTS,
      answer(instructorActions.registerInstructor, () => 'SUCCESS'),
    );
    renderScreen(<RegisterInstructorPage />);
    const register = screen.getByRole('button', { name: 'Register Instructor' });
    expect(register).toBeDisabled();
    expect(statusOf('Personal')).toBe('0');

    // Personal
    await screen.findByRole('option', { name: 'Mrs' });
    expect(screen.queryByRole('option', { name: 'Miss' })).toBeNull();
    await pick(/^Title/, 'Mr');
    await waitFor(() => expect(statusOf('Personal')).toBe('2'));
    await pick(/^Gender/, 'Male');
    await type(/^Date of Birth/, '1980-12-05');
    await type(/^First Name/, 'Oliver');
    await type(/^Surname/, 'Whitfield');
    await type(/^Permanent Address Line 1/, '10 High Street');
    await type(/^Permanent City/, 'London');
    await type(/^Permanent Postcode/, 'e7 8ab');
    // No clears the current address and shows it; Yes copies the permanent one.
    await pick(/^Current address same as permanent/, 'No');
    expect(screen.getByLabelText(/^Current Address Line 1/)).toHaveValue('');
    await pick(/^Current address same as permanent/, 'Yes');
    expect(screen.queryByLabelText(/^Current Address Line 1/)).toBeNull();
    await type(/^Driving Licence Number/, 'WHITF801205OJ9AB');
    await type(/^ADI\/PDI Licence Number/, '123456');
    await waitFor(() => expect(statusOf('Personal')).toBe('1'));

    // Contact
    await open('Contact');
    await type(/^E-mail/, 'oliver@adi-mail.co.uk');
    await type(/^Mobile\*?$/, '07700900123');
    await waitFor(() => expect(statusOf('Contact')).toBe('1'));

    // Compliance: the sort code is typed as digits and shown masked.
    await open('Compliance');
    await type(/^DBS Reference/, '001234567890');
    await type(/^Bank Name/, 'Barclays');
    await type(/^Sort Code/, '201234');
    expect(screen.getByLabelText(/^Sort Code/)).toHaveValue('20-12-34');
    await type(/^Account Number/, '12345678');
    await type(/^Name on Account/, 'O Whitfield');
    await type(/^National Insurance Number/, 'qq123456c');
    await userEvent.upload(screen.getByLabelText(/^Proof of Address 1/), pdf('bill.pdf'));
    await waitFor(() => expect(statusOf('Compliance')).toBe('2'));
    await userEvent.upload(screen.getByLabelText(/^Proof of Address 2/), pdf('bank.pdf'));
    await waitFor(() => expect(statusOf('Compliance')).toBe('1'));

    // Teaching: E7 and English are the defaults.
    await open('Teaching');
    await pick(/^Teaching Gender/, 'Any');
    await pick(/^Teaching Gear Type/, 'Manual');
    expect(screen.getByText('E7')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Covering Postcodes/), 'ig1{Enter}');
    expect(screen.getByText('IG1')).toBeInTheDocument();
    const teaching = within(panel('Teaching'));
    // eslint-disable-next-line testing-library/no-node-access -- the kit's checkbox shows its state on its label (data-state), as the screen draws it
    const box = (name: string) => teaching.getByText(name).closest('label');
    expect(box('English (primary)')).toHaveAttribute('data-state', 'checked');
    expect(teaching.queryByText('Any vehicle type')).toBeNull();
    await userEvent.click(teaching.getByText('Hatchback'));
    expect(box('Hatchback')).toHaveAttribute('data-state', 'checked');
    await waitFor(() => expect(statusOf('Teaching')).toBe('1'));

    // Vehicles: the second vehicle is required only while it is on.
    await open('Vehicles');
    await fillVehicle(1, 'ld21abc');
    await waitFor(() => expect(statusOf('Vehicles')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: INSTRUCTOR_TEXTS.addVehicleToggle }));
    await waitFor(() => expect(statusOf('Vehicles')).toBe('2'));
    await fillVehicle(2, 'ek15xyz');
    await waitFor(() => expect(statusOf('Vehicles')).toBe('1'));

    // Financials: the fee cards follow the chosen plan.
    await open('Financials');
    await pick(/^Franchise Plan/, 'F3 - Full-Time, 30 hours a week, £100.00 weekly');
    const fees = screen.getByRole('list', { name: 'Franchise fees' });
    expect(fees).toHaveTextContent('Monthly£434.00');
    expect(fees).toHaveTextContent('Annualy£5,200.00');
    await pick(/^Payment Regularity/, 'Monthly');
    await waitFor(() => expect(statusOf('Financials')).toBe('1'));

    // Licences
    await open('Licences');
    await userEvent.upload(screen.getByLabelText(/^Copy of Driving Licence/), pdf('dl.pdf'));
    await type(/^Driving Licence Expiry Date/, '2030-01-01');
    await userEvent.upload(screen.getByLabelText(/^Copy of ADI\/PDI Licence/), pdf('adi.pdf'));
    await type(/^ADI\/PDI Licence Expiry Date/, '2028-01-01');
    await waitFor(() => expect(statusOf('Licences')).toBe('1'));

    await open('Submit Data');
    await waitFor(() => expect(register).toBeEnabled());
    await userEvent.click(register);
    expect(await screen.findByText(INSTRUCTOR_TEXTS.registered)).toBeInTheDocument();

    const [call] = wire.calls.filter((c) => c.action === instructorActions.registerInstructor);
    expect(call!.fields).toMatchObject({
      title: '1',
      gender: 'male',
      dlno: 'WHITF801205OJ9AB',
      papostcode: 'E7 8AB',
      paissame: '1',
      scode: '201234',
      nino: 'QQ123456C',
      coveringareas: '["E7","IG1"]',
      aditlang: '[10]',
      carttype: '[2]',
      caroneregno: 'LD21ABC',
      cartworegno: 'EK15XYZ',
      secondcar: '1',
      fplan: '3',
      francplan: '3',
      feeregularity: '4.33',
    });
    expect(call!.fields.submitkey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(call!.files.map((f) => f.name).sort()).toEqual(
      [
        'adilicence.pdf',
        'dlicence.pdf',
        'insurance.pdf',
        'insurance2.pdf',
        'mot.pdf',
        'mot2.pdf',
        'poadoc1.pdf',
        'poadoc2.pdf',
        'v5c.pdf',
        'v5c2.pdf',
      ].sort(),
    );
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(''));
    expect(statusOf('Personal')).toBe('0');
  });
});
