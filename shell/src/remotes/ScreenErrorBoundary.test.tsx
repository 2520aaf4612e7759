import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@dss/ui';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

let failing = true;
function FlakyScreen() {
  if (failing) throw new Error('the screen broke');
  return <p>Register Learner form</p>;
}

describe('a remote screen that fails while it draws', () => {
  beforeEach(() => {
    failing = true;
    // React reports the caught error on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a contained error, leaves the rest of the page, and draws the screen again on Retry', async () => {
    render(
      <UiProvider>
        <header>Top bar</header>
        <ScreenErrorBoundary appLabel="Learners" title="Register Learner">
          <FlakyScreen />
        </ScreenErrorBoundary>
      </UiProvider>,
    );
    expect(screen.getByTestId('remote-error')).toHaveTextContent('Learners stopped with an error');
    expect(screen.getByTestId('remote-error')).toHaveTextContent('The Register Learner screen could not be shown.');
    expect(screen.getByText('Top bar')).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Register Learner form')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });
});
