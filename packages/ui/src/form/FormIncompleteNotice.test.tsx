import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { FormIncompleteNotice } from './FormIncompleteNotice';
import type { SearchOptions } from './SearchSelect';
import { SearchSelectField } from './SearchSelectField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const TITLES = [{ value: '1', label: 'Mr' }];
const noInstructors = (): SearchOptions => ({ options: [], fetching: false });

/** Title, first name, middle name and surname; all but the middle name required. */
function PersonForm() {
  return (
    <TestForm
      // Listed out of the form's order: the notice follows the form, not the validator.
      validate={(v) => ({
        ...(v.lname ? {} : { lname: 'Please enter surname' }),
        ...(v.fname ? {} : { fname: 'Please enter first name' }),
        ...(v.title ? {} : { title: 'Title is required.' }),
      })}
    >
      <FormIncompleteNotice />
      <SelectField name="title" label="Title" options={TITLES} required />
      <TextField name="fname" label="First Name" required />
      <TextField name="mname" label="Middle Names" />
      <TextField name="lname" label="Surname" required />
    </TestForm>
  );
}

const missingList = () => screen.getByRole('list', { name: 'Missing or invalid fields' });
const entries = () =>
  within(missingList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('FormIncompleteNotice', () => {
  it('appears once the form is edited while invalid, and goes when valid', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.fname && v.lname ? {} : { lname: 'Name is required.' })}>
        <TextField name="fname" label="First Name" />
        <TextField name="lname" label="Surname" />
        <FormIncompleteNotice />
      </TestForm>,
    );
    expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');
    expect(screen.getByRole('status')).toHaveTextContent('Please complete all required fields.');

    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Smith');
    expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Missing or invalid fields' })).not.toBeInTheDocument();
  });

  it('lists each invalid field by its label and message, in the order of the form, outside the status', async () => {
    const user = userEvent.setup();
    renderWithUi(<PersonForm />);
    await user.type(screen.getByRole('textbox', { name: 'Middle Names' }), 'Ann');

    expect(entries()).toEqual([
      'Title: Title is required.',
      'First Name: Please enter first name',
      'Surname: Please enter surname',
    ]);
    // The status keeps to the sentence: the list is not read out again at every keystroke.
    expect(screen.getByRole('status')).toHaveTextContent(/^Please complete all required fields\.$/);
    expect(within(screen.getByRole('status')).queryByRole('list')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');
    expect(entries()).toEqual(['Title: Title is required.', 'Surname: Please enter surname']);
  });

  it('moves focus to the field whose entry is pressed, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderWithUi(<PersonForm />);
    await user.type(screen.getByRole('textbox', { name: 'Middle Names' }), 'Ann');

    // Back from Middle Names past First Name and Title, to the list's last entry.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Surname: Please enter surname' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Title: Title is required.' }));
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveFocus();
  });

  it('shows neither the sentence nor the list while the form is valid', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.fname ? {} : { fname: 'Please enter first name' })}>
        <FormIncompleteNotice />
        <TextField name="fname" label="First Name" required />
      </TestForm>,
    );
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Missing or invalid fields' })).not.toBeInTheDocument();
  });

  it('finds nested fields by their paths, and lists a field not on the page by its message alone', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm
        validate={() => ({
          vehicles: [{ make: 'Please enter the make.', reg: 'Please enter the registration.' }],
          insurer: { name: 'Please enter the insurer.' },
        })}
      >
        <FormIncompleteNotice />
        <TextField name="vehicles[0].reg" label="Registration" />
        <TextField name="vehicles[0].make" label="Make" />
      </TestForm>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Make' }), 'F');

    expect(entries()).toEqual([
      'Registration: Please enter the registration.',
      'Make: Please enter the make.',
      'Please enter the insurer.',
    ]);
    expect(within(missingList()).queryByRole('button', { name: 'Please enter the insurer.' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make: Please enter the make.' }));
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveFocus();
    // The entry is no submit button: a submit would show the untouched Registration's message under it.
    expect(screen.getAllByText(/Please enter the registration\./)).toHaveLength(1);
  });

  it('moves focus to a search select', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.adi ? {} : { adi: 'Please select a driving instructor' })}>
        <FormIncompleteNotice />
        <TextField name="notes" label="Notes" />
        <SearchSelectField name="adi" label="Driving Instructor" useOptions={noInstructors} required />
      </TestForm>,
    );
    // The combobox's code loads on first use.
    const box = await screen.findByRole('combobox', { name: /Driving Instructor/ });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'x');

    await user.click(screen.getByRole('button', { name: 'Driving Instructor: Please select a driving instructor' }));
    expect(box).toHaveFocus();
  });
});
