import { fireEvent, screen, within } from '@testing-library/react';
import { HINT_TEXTS } from '@dss/contract';
import { DICTIONARIES, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { BasicDialog } from './PersonDialogs';

jest.setTimeout(30_000);

const fill = (el: HTMLElement, value: string) => {
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('Update Basic Information: licence number hints (beyond the spec, as on the learner form)', () => {
  it("checks the licence number against the surname and the record's date of birth and gender, without blocking", async () => {
    mockWire(...DICTIONARIES);
    // Oliver Whitfield, male, born 1980-12-05.
    renderScreen(<BasicDialog info={instructorInfo(7)} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update Basic Information' });
    await within(dialog).findByRole('option', { name: 'Mrs' });
    const licence = within(dialog).getByLabelText(/^Driving Licence Number/);
    fill(licence, 'WHITF812050OJ9AB');
    expect(within(dialog).queryByText(/The licence number does not match/)).toBeNull();
    // Born on the 5th of December: the 6th does not match.
    fill(licence, 'WHITF812060OJ9AB');
    expect(within(dialog).getByText(HINT_TEXTS.licenceDob)).toBeInTheDocument();
    // A woman's month (+50) does not match a man.
    fill(licence, 'WHITF862050OJ9AB');
    expect(within(dialog).getByText(HINT_TEXTS.licenceGender)).toBeInTheDocument();
    fill(licence, 'WHITF812050OJ9AB');
    fill(within(dialog).getByLabelText(/^Surname/), 'Smith');
    expect(within(dialog).getByText(HINT_TEXTS.licenceSurname)).toBeInTheDocument();
    // A hint never blocks the save.
    expect(within(dialog).getByRole('button', { name: 'Update Basic Information' })).toBeEnabled();
  });
});
