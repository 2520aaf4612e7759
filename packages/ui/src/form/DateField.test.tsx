import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { DateField } from './DateField';

jest.setTimeout(20_000);

function renderDeparture(onSubmit: jest.Mock, initialValues?: Record<string, string>) {
  renderWithUi(
    <TestForm onSubmit={onSubmit} initialValues={initialValues}>
      <DateField name="dateofdeparture" label="Date of Departure" min="2019-03-25" max="2026-11-21" />
    </TestForm>,
  );
}

describe('DateField', () => {
  it('submits YYYY-MM-DD for a date set on the field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderDeparture(onSubmit);
    fireEvent.change(screen.getByLabelText('Date of Departure'), { target: { value: '2026-03-05' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ dateofdeparture: '2026-03-05' });
  });

  it('accepts a date typed as day, month, year and submits it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm onSubmit={onSubmit}>
        <DateField name="incidentdate" label="Incident Date" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Incident Date');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(input, '25/12/2026');
    expect(input).toHaveValue('25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ incidentdate: '2026-12-25' });
  });

  it('reads a date typed as digits alone and shows it as dd/mm/yyyy on leaving the field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm onSubmit={onSubmit}>
        <DateField name="dob" label="Date of Birth" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Date of Birth');
    await user.type(input, '01022000');
    await user.tab();
    expect(input).toHaveValue('01/02/2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ dob: '2000-02-01' });
  });

  it('says how to type a date when the field is left holding something else', async () => {
    const user = userEvent.setup();
    renderDeparture(jest.fn());
    const input = screen.getByLabelText('Date of Departure');
    await user.type(input, '1st March');
    expect(screen.queryByText(/^Type the date as dd\/mm\/yyyy/)).toBeNull();
    await user.tab();
    expect(input).toHaveValue('1st March');
    expect(input).toHaveAccessibleDescription(/Type the date as dd\/mm\/yyyy, e\.g\. 01\/02\/2000/);
  });

  it('leaves the value empty while the typed date is incomplete or impossible', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderDeparture(onSubmit);
    await user.type(screen.getByLabelText('Date of Departure'), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({});
  });

  describe('in a browser whose language is American English', () => {
    const original = navigator.language;
    beforeAll(() => Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true }));
    afterAll(() => Object.defineProperty(navigator, 'language', { value: original, configurable: true }));

    it('still shows day, month, year', () => {
      renderDeparture(jest.fn(), { dateofdeparture: '2026-03-05' });
      expect(screen.getByLabelText('Date of Departure')).toHaveValue('05/03/2026');
    });

    it('shows the calendar in British English with weeks from Monday', async () => {
      const user = userEvent.setup();
      renderDeparture(jest.fn(), { dateofdeparture: '2026-03-05' });
      await user.click(screen.getByRole('button', { name: 'Open calendar', description: /^Date of Departure/ }));
      const days = await screen.findByRole('grid');
      // March 2026 begins on a Sunday: a week from Monday opens on 23 February.
      expect(within(days).getAllByRole('button')[0]).toHaveAccessibleName(/23 February 2026/);
    });
  });

  it('picks a day from the calendar with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderDeparture(onSubmit, { dateofdeparture: '2026-03-05' });
    await user.click(screen.getByRole('button', { name: 'Open calendar', description: /^Date of Departure/ }));
    await screen.findByRole('grid');
    await user.keyboard('{ArrowRight}{Enter}');
    const input = screen.getByLabelText('Date of Departure');
    expect(input).toHaveValue('06/03/2026');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ dateofdeparture: '2026-03-06' });
  });

  it('offers no day after the latest date allowed', async () => {
    const user = userEvent.setup();
    renderDeparture(jest.fn(), { dateofdeparture: '2026-11-20' });
    await user.click(screen.getByRole('button', { name: 'Open calendar', description: /^Date of Departure/ }));
    await screen.findByRole('grid');
    const after = screen.getByRole('button', { name: /22 November 2026/ });
    expect(after).toHaveAttribute('aria-disabled', 'true');
  });
});
