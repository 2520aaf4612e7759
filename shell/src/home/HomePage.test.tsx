import { screen } from '@testing-library/react';
import { CLERK, mockWire, OFFICE_USER } from '@dss/test-support';
import { renderApp, SHELL_READS } from '../test-support/render-app';

describe('Home', () => {
  beforeEach(() => mockWire(...SHELL_READS));

  it('links to Financial & Management Reports for staff holding the reports privilege', async () => {
    renderApp('/dashboard/home', OFFICE_USER);
    const entry = await screen.findByRole('link', { name: 'Financial & Management Reports' });
    expect(entry).toHaveAttribute('href', '/dashboard/managementreports');
  });

  it('shows the entry disabled, not as a link, without the reports privilege', async () => {
    renderApp('/dashboard/home', CLERK);
    expect(await screen.findByRole('link', { name: "Learners' Monthly Overview" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Financial & Management Reports' })).not.toBeInTheDocument();
    expect(screen.getByText('Financial & Management Reports')).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts its headings with one h1, the panels under it as h2', async () => {
    renderApp('/dashboard/home', OFFICE_USER);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(screen.getByRole('heading', { level: 2, name: "Today's Tasks" })).toBeInTheDocument();
  });
});
