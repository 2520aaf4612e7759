import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TextField } from './TextField';
import { FORM_INCOMPLETE_TEXT } from './FormIncompleteNotice';
import { SubmitForm } from './SubmitForm';

type Values = { name?: string };
type Answer = { data?: { id: number }; error?: unknown };

const validate = (values: Values) => ((values.name ?? '').length >= 3 ? {} : { name: 'Name is too short.' });
const idOf = (data: unknown) => (data && typeof data === 'object' && 'id' in data ? String(data.id) : '?');
const saved = (id: number) => () => Promise.resolve<Answer>({ data: { id } });

describe('SubmitForm', () => {
  it('saves the values, shows the success alert and starts again empty', async () => {
    const save = jest.fn(saved(7));
    renderWithUi(
      <SubmitForm<Values> validate={validate} save={save} texts={{ success: 'Saved.', failure: 'Not saved.' }} submitLabel="Save">
        <TextField name="name" label="Name" required />
      </SubmitForm>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'An');
    expect(screen.getByText(FORM_INCOMPLETE_TEXT)).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Name/), 'n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ann' });
    expect(await screen.findByText('Saved.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('words the success from the answer and the values where the spec’s text names what was saved', async () => {
    const onSaved = jest.fn();
    renderWithUi(
      <SubmitForm<Values>
        validate={validate}
        save={saved(42)}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        successWords={(answer, values) => `${values.name} is number ${idOf(answer.data)}.`}
        submitLabel="Add"
        resetOnSuccess={false}
        onSaved={onSaved}
      >
        <TextField name="name" label="Name" required />
      </SubmitForm>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ann is number 42.')).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith({ name: 'Ann' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann');
  });

  it('puts a refusal’s field messages on the fields', async () => {
    renderWithUi(
      <SubmitForm<Values>
        validate={validate}
        save={() => Promise.resolve({ error: { text: 'Refused.', errors: { name: 'Name is taken.' } } })}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        submitLabel="Save"
      >
        <TextField name="name" label="Name" required />
      </SubmitForm>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved.')).toBeVisible();
    expect(await screen.findByText('Name is taken.')).toBeVisible();
  });

  it('words a refusal from the answer where the spec’s text is the server’s own', async () => {
    const textOf = (error: unknown) => (error && typeof error === 'object' && 'text' in error ? String(error.text) : '');
    renderWithUi(
      <SubmitForm<Values>
        validate={validate}
        save={() => Promise.resolve({ error: { text: 'The instructor has left.' } })}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        failureWords={(answer, values) => ({ title: 'Error', text: `${values.name}: ${textOf(answer.error)}` })}
        submitLabel="Save"
      >
        <TextField name="name" label="Name" required />
      </SubmitForm>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ann: The instructor has left.')).toBeVisible();
    expect(screen.queryByText('Not saved.')).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann');
  });

  it('reads the reason the button is unavailable with the button', () => {
    renderWithUi(
      <SubmitForm<Values>
        validate={validate}
        canSubmit={() => false}
        save={saved(1)}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        submitLabel="Record"
        submitDescribedBy="why-not"
        leadingActions={<p id="why-not">Assign an instructor first.</p>}
      >
        <TextField name="name" label="Name" />
      </SubmitForm>,
    );
    expect(screen.getByRole('button', { name: 'Record' })).toHaveAccessibleDescription('Assign an instructor first.');
  });

  it('names the form, leaves the notice out, holds the button for canSubmit and puts other buttons in its row', async () => {
    renderWithUi(
      <SubmitForm<Values>
        name="Record theory test"
        notice={false}
        validate={validate}
        canSubmit={(values) => values.name !== 'wait'}
        save={saved(1)}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        submitLabel="Record"
        leadingActions={<button type="button">Close</button>}
        actions={<button type="button">Reset</button>}
        align="end"
      >
        <TextField name="name" label="Name" />
      </SubmitForm>,
    );
    const form = screen.getByRole('form', { name: 'Record theory test' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'wa');
    expect(screen.queryByText(FORM_INCOMPLETE_TEXT)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Name/), 'it');
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'ed');
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    const row = within(form)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(row).toEqual(['Close', 'Record', 'Reset']);
  });

  it('pins its button row at the foot of a scrolling body when asked', () => {
    renderWithUi(
      <SubmitForm<Values>
        validate={validate}
        save={saved(1)}
        texts={{ success: 'Saved.', failure: 'Not saved.' }}
        submitLabel="Pay"
        pinActions
      >
        <TextField name="name" label="Name" />
      </SubmitForm>,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the row is what is pinned, and it has no role of its own
    const row = screen.getByRole('button', { name: 'Pay' }).parentElement;
    expect(row && getComputedStyle(row).position).toBe('sticky');
  });
});
