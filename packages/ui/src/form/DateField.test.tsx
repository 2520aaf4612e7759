import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { DateField } from './DateField';

describe('DateField', () => {
  it('is a native date input with limits that submits YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm onSubmit={onSubmit}>
        <DateField name="dateofdeparture" label="Date of Departure" min="2019-03-25" max="2026-11-21" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Date of Departure');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2019-03-25');
    expect(input).toHaveAttribute('max', '2026-11-21');

    fireEvent.change(input, { target: { value: '2026-03-05' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ dateofdeparture: '2026-03-05' });
  });
});
