import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills Register Learner's form with a valid learner (tests only). */
export async function fillValid() {
  await screen.findByRole('option', { name: 'Mrs' });
  await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
  await userEvent.type(screen.getByLabelText(/^First Name/), 'Ayesha');
  await userEvent.type(screen.getByLabelText(/^Surname/), 'Rahman');
  await userEvent.type(screen.getByLabelText(/^Date of Birth/), '2004-03-15');
  await userEvent.type(screen.getByLabelText(/^Provisional Licence Number/), 'RAHMA053154A99XY');
  await userEvent.type(screen.getByLabelText(/^Mobile/), '07700900555');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'ayesha@example.invalid');
  await userEvent.type(screen.getByLabelText(/^Address Line 1/), '1 High Street');
  await userEvent.type(screen.getByLabelText(/^Town\/City/), 'London');
  await userEvent.type(screen.getByLabelText(/^Postcode/), 'e7 9hz');
  await userEvent.type(screen.getByLabelText(/^Pickup Postcode/, { selector: 'input' }), 'E7 9HZ');
  await userEvent.selectOptions(screen.getByLabelText(/^Lessons Type/), 'Manual');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred ADI Gender/), 'Any');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred Vehicle Type/), 'Hatchback');
}
