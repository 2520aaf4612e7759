import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { TextField } from './TextField';
import { useFieldValue } from './useFieldValue';

/** Shows the surname's value, and counts its own draws. */
function SurnameEcho({ draws }: { draws: string[] }) {
  const surname = useFieldValue('lname');
  draws.push(surname);
  return <p>Surname is “{surname}”</p>;
}

describe('useFieldValue', () => {
  it('reads a field’s value, drawing again when that value changes and not for another field or focus', async () => {
    const draws: string[] = [];
    renderWithUi(
      <TestForm>
        <TextField name="fname" label="First Name" />
        <TextField name="lname" label="Surname" />
        <SurnameEcho draws={draws} />
      </TestForm>,
    );
    expect(screen.getByText('Surname is “”')).toBeInTheDocument();
    const first = draws.length;

    await userEvent.type(screen.getByLabelText('First Name'), 'Jane');
    await userEvent.click(screen.getByLabelText('Surname'));
    expect(draws).toHaveLength(first);

    await userEvent.type(screen.getByLabelText('Surname'), 'Li');
    expect(screen.getByText('Surname is “Li”')).toBeInTheDocument();
    expect(draws.slice(first)).toEqual(['L', 'Li']);
  });
});
