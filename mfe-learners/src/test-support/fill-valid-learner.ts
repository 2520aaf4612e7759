import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@dss/test-support';

// Text goes in as a paste (enterText): typing it key by key re-rendered the form some 120 times,
// which took 10 s of a test alone and over 30 s on a loaded machine. The date is typed, as its
// field reads what is keyed.
/** Fills Register Learner's form with a valid learner (tests only). */
export async function fillValid() {
  await screen.findByRole('option', { name: 'Mrs' });
  await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
  await enterText(screen.getByLabelText(/^First Name/), 'Ayesha');
  await enterText(screen.getByLabelText(/^Surname/), 'Rahman');
  await userEvent.type(screen.getByLabelText(/^Date of Birth/), '2004-03-15');
  await enterText(screen.getByLabelText(/^Provisional Licence Number/), 'RAHMA053154A99XY');
  await enterText(screen.getByLabelText(/^Mobile/), '07700900555');
  await enterText(screen.getByLabelText(/^E-mail/), 'ayesha@example.invalid');
  await enterText(screen.getByLabelText(/^Address Line 1/), '1 High Street');
  await enterText(screen.getByLabelText(/^Town\/City/), 'London');
  await enterText(screen.getByLabelText(/^Postcode/), 'e7 9hz');
  await enterText(screen.getByLabelText(/^Pickup Postcode/, { selector: 'input' }), 'E7 9HZ');
  await userEvent.selectOptions(screen.getByLabelText(/^Lessons Type/), 'Manual');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred ADI Gender/), 'Any');
  await userEvent.selectOptions(screen.getByLabelText(/^Preferred Vehicle Type/), 'Hatchback');
}
