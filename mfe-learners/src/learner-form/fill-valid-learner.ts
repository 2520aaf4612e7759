import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Text goes in as a paste, one input event a field: typing it key by key re-rendered the form
// some 120 times, which took 10 s of a test alone and over 30 s on a loaded machine. The
// date is typed, as its field reads what is keyed.
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills Register Learner's form with a valid learner (tests only). */
export async function fillValid() {
  await screen.findByRole('option', { name: 'Mrs' });
  await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
  await enter(screen.getByLabelText(/^First Name/), 'Ayesha');
  await enter(screen.getByLabelText(/^Surname/), 'Rahman');
  await userEvent.type(screen.getByLabelText(/^Date of Birth/), '2004-03-15');
  await enter(screen.getByLabelText(/^Provisional Licence Number/), 'RAHMA053154A99XY');
  await enter(screen.getByLabelText(/^Mobile/), '07700900555');
  await enter(screen.getByLabelText(/^E-mail/), 'ayesha@example.invalid');
  await enter(screen.getByLabelText(/^Address Line 1/), '1 High Street');
  await enter(screen.getByLabelText(/^Town\/City/), 'London');
  await enter(screen.getByLabelText(/^Postcode/), 'e7 9hz');
  await enter(screen.getByLabelText(/^Pickup Postcode/, { selector: 'input' }), 'E7 9HZ');
  await userEvent.selectOptions(screen.getByLabelText(/^Lessons Type/), 'Manual');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred ADI Gender/), 'Any');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred Vehicle Type/), 'Hatchback');
}
