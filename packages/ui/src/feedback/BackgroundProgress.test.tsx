import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils/renderWithUi';
import { BackgroundProgress } from './BackgroundProgress';

describe('BackgroundProgress', () => {
  it('shows an indeterminate progress bar only while active', () => {
    const { rerender } = renderWithUi(<BackgroundProgress active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');

    rerender(<BackgroundProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
