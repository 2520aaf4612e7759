import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PersistentDialog } from '../dialog/PersistentDialog';
import { SEARCH_DEBOUNCE_MS } from '../table/table-props';
import { renderWithUi } from '../test-utils/renderWithUi';
import { SearchSelect, SEARCHING_TEXT, type SearchOptions } from './SearchSelect';
import type { SelectOption } from './selectOptions';

const SCHOOL = { value: 'school', label: 'Driving school (no instructor)' };
const INSTRUCTORS: SelectOption[] = [
  { value: '3', label: 'A3 - Mrs Ada Barker' },
  { value: '5', label: 'A5 - Mr Ben Cole' },
  { value: '7', label: 'A7 - Mr Oliver Whitfield' },
  { value: '12', label: 'A12 - Ms Priya Shah' },
];

// Stands in for the server: the first two by name for '', else the labels containing the search.
let asked: string[];
function useInstructors(search: string): SearchOptions {
  if (asked.at(-1) !== search) asked.push(search);
  const options = search
    ? INSTRUCTORS.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()))
    : INSTRUCTORS.slice(0, 2);
  return { options, fetching: false };
}

function Picker({ initial = '', onChange = () => {} }: { initial?: string; onChange?(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchSelect
        label="Driving Instructor"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        useOptions={useInstructors}
        fixedOptions={[SCHOOL]}
        emptyText="No matching instructors"
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Driving Instructor' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

// The debounce runs on fake timers. Ark hands some keystrokes to React outside the event, and
// React draws those on its scheduler's real timer, so each step also lets one real turn pass.
const realTimers = jest.requireActual<typeof import('node:timers')>('node:timers');
beforeEach(() => {
  asked = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = () => act(() => new Promise<void>((resolve) => realTimers.setTimeout(resolve, 0)));
function setup() {
  return userEvent.setup({
    advanceTimers: async (ms) => {
      jest.advanceTimersByTime(ms);
      await settle();
    },
  });
}
const debounce = async () => {
  await settle();
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
};

describe('SearchSelect', () => {
  it('offers the fixed choices first, then the first results, when clicked', async () => {
    const user = setup();
    renderWithUi(<Picker />);
    // The first render waits for the combobox's code (loaded on first use).
    await user.click(await screen.findByRole('combobox', { name: 'Driving Instructor' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(optionNames()).toEqual([SCHOOL.label, 'A3 - Mrs Ada Barker', 'A5 - Mr Ben Cole']);
  });

  it('asks for what is typed once typing pauses, saying it is searching meanwhile', async () => {
    const user = setup();
    renderWithUi(<Picker />);
    await user.type(box(), 'whit');
    await settle();
    expect(asked).toEqual(['']);
    expect(screen.getByText(SEARCHING_TEXT)).toBeInTheDocument();
    await debounce();
    expect(asked).toEqual(['', 'whit']);
    expect(optionNames()).toEqual(['A7 - Mr Oliver Whitfield']);
    expect(screen.queryByText(SEARCHING_TEXT)).not.toBeInTheDocument();
  });

  it('finds an instructor by id and chooses the highlighted match with Enter, keeping its label after the search moves on', async () => {
    const onChange = jest.fn();
    const user = setup();
    renderWithUi(<Picker onChange={onChange} />);
    await user.type(box(), 'A7');
    await debounce();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('7');
    // The list is back to the first page, which does not hold A7, yet the box still names it.
    expect(asked.at(-1)).toBe('');
    expect(box()).toHaveValue('A7 - Mr Oliver Whitfield');
  });

  it('moves through the choices with the arrow keys, and Escape puts the chosen label back', async () => {
    const onChange = jest.fn();
    const user = setup();
    renderWithUi(<Picker initial="school" onChange={onChange} />);
    expect(box()).toHaveValue(SCHOOL.label);
    await user.click(box());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect(box()).toHaveValue('A3 - Mrs Ada Barker');

    await user.clear(box());
    await user.type(box(), 'shah');
    await debounce();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('A3 - Mrs Ada Barker');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('chooses with the mouse, and offers a fixed choice while what is typed matches it', async () => {
    const onChange = jest.fn();
    const user = setup();
    renderWithUi(<Picker onChange={onChange} />);
    await user.type(box(), 'school');
    expect(optionNames()).toEqual([SCHOOL.label]);
    await user.click(screen.getByRole('option', { name: SCHOOL.label }));
    expect(onChange).toHaveBeenCalledWith('school');
    expect(box()).toHaveValue(SCHOOL.label);
  });

  it('starts a new search when typing follows the chosen label', async () => {
    const user = setup();
    renderWithUi(<Picker initial="school" />);
    box().focus();
    (box() as HTMLInputElement).setSelectionRange(SCHOOL.label.length, SCHOOL.label.length);
    await user.keyboard('A7');
    expect(box()).toHaveValue('A7');
    await debounce();
    expect(optionNames()).toEqual(['A7 - Mr Oliver Whitfield']);
  });

  it('says when nothing matches, in its own words', async () => {
    const user = setup();
    renderWithUi(<Picker />);
    await user.type(box(), 'zzz');
    await debounce();
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No matching instructors')).toBeInTheDocument();
  });

  it('says it is searching while the results are on their way', async () => {
    const user = setup();
    const useSlow = (): SearchOptions => ({ options: [], fetching: true });
    renderWithUi(<SearchSelect label="Driving Instructor" value="" onChange={() => {}} useOptions={useSlow} />);
    await user.click(box());
    expect(screen.getByText(SEARCHING_TEXT)).toBeInTheDocument();
  });

  it('empties the box when the value is cleared from outside', async () => {
    const user = setup();
    renderWithUi(<Picker initial="school" />);
    expect(box()).toHaveValue(SCHOOL.label);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box()).toHaveValue('');
  });

  it('opens its list inside a modal dialog, where the page behind is hidden', async () => {
    const onChange = jest.fn();
    const user = setup();
    renderWithUi(
      <PersistentDialog open onClose={() => {}} title="Record">
        <Picker onChange={onChange} />
      </PersistentDialog>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Driving Instructor' }), 'priya');
    await debounce();
    await user.click(within(dialog).getByRole('option', { name: 'A12 - Ms Priya Shah' }));
    expect(onChange).toHaveBeenCalledWith('12');
  });
});
