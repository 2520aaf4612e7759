import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { SEARCH_DEBOUNCE_MS } from '../table/table-props';
import { renderWithUi } from '../test-utils/renderWithUi';
import type { SearchOptions } from './SearchSelect';
import { SearchSelectField } from './SearchSelectField';

const SCHOOL = { value: 'school', label: 'Driving school (no instructor)' };
const INSTRUCTORS = [
  { value: '3', label: 'A3 - Mrs Ada Barker' },
  { value: '7', label: 'A7 - Mr Oliver Whitfield' },
];
const useInstructors = (search: string): SearchOptions => ({
  options: INSTRUCTORS.filter((o) => o.label.toLowerCase().includes(search.toLowerCase())),
  fetching: false,
});

type Values = { adi?: string };

/** A form that, like the kit's SubmitForm, starts again empty once saved. */
function RecordForm({ onSubmit }: { onSubmit(values: Values): void }) {
  return (
    <Form<Values>
      onSubmit={(values, form) => {
        onSubmit(values);
        setTimeout(() => form.reset());
      }}
      validate={(v) => (v.adi ? {} : { adi: 'Please select a driving instructor' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Record">
          <SearchSelectField
            name="adi"
            label="Driving Instructor"
            helperText="Type a name or an id such as A7"
            useOptions={useInstructors}
            fixedOptions={[SCHOOL]}
            required
          />
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

const realTimers = jest.requireActual<typeof import('node:timers')>('node:timers');
const settle = () => act(() => new Promise<void>((resolve) => realTimers.setTimeout(resolve, 0)));

describe('SearchSelectField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has a marked label and helper text, and shows the error once touched', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<RecordForm onSubmit={() => {}} />);
    // The first render waits for the combobox's code (loaded on first use).
    const box = await screen.findByRole('combobox', { name: /Driving Instructor/ });
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-required', 'true');
    // aria-required only: a native required attribute would make the browser block submit.
    expect(box).not.toHaveAttribute('required');
    expect(box).toHaveAccessibleDescription('Type a name or an id such as A7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(box).toHaveAccessibleDescription('Type a name or an id such as A7 Please select a driving instructor');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the chosen value, then a reset empties the box', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({
      advanceTimers: async (ms) => {
        jest.advanceTimersByTime(ms);
        await settle();
      },
    });
    renderWithUi(<RecordForm onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: /Driving Instructor/ });
    await user.type(box, 'oliver');
    await settle();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await user.click(screen.getByRole('option', { name: 'A7 - Mr Oliver Whitfield' }));
    expect(box).toHaveValue('A7 - Mr Oliver Whitfield');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ adi: '7' });
    act(() => jest.runOnlyPendingTimers());
    expect(box).toHaveValue('');
  });
});
