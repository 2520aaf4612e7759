import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { TestRouter } from '../test-utils/TestRouter';
import { renderWithUi } from '../test-utils/renderWithUi';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the page heading under its breadcrumbs, with actions', () => {
    renderWithUi(
      <TestRouter>
        <PageHeader
          title="Register Learner"
          breadcrumbs={[{ label: 'Dashboard', to: '/dashboard/home' }, { label: 'Register Learner' }]}
          actions={<Button>Refresh</Button>}
        />
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Register Learner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('needs no router without breadcrumbs', () => {
    renderWithUi(<PageHeader title="Admin" />);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
