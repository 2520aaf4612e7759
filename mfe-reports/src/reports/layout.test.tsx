import { render, screen } from '@testing-library/react';
import { InTurn } from './layout';

describe('a report drawn in turn', () => {
  it('shows its first section at once and each next one after the one before is drawn', async () => {
    render(
      <InTurn>
        <p>Lessons per Month</p>
        {null}
        <p>Lessons by Age</p>
        <p>Lessons by Gender</p>
      </InTurn>,
    );
    expect(screen.getByText('Lessons per Month')).toBeInTheDocument();
    expect(screen.queryByText('Lessons by Age')).not.toBeInTheDocument();
    expect(screen.queryByText('Lessons by Gender')).not.toBeInTheDocument();
    expect(await screen.findByText('Lessons by Age')).toBeInTheDocument();
    expect(await screen.findByText('Lessons by Gender')).toBeInTheDocument();
    expect(screen.getAllByRole('paragraph')).toHaveLength(3);
  });
});
