import { screen, within } from '@testing-library/react';
import { TestRouter } from '../test-utils/TestRouter';
import { renderWithUi } from '../test-utils/renderWithUi';
import { ScreenLayout } from './ScreenLayout';

function crumbs() {
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('ScreenLayout', () => {
  it('leads from the dashboard to the screen by default', () => {
    renderWithUi(
      <TestRouter>
        <ScreenLayout title="Register Learner">
          <p>form</p>
        </ScreenLayout>
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Register Learner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/home');
    expect(crumbs()).toEqual(['Dashboard', 'Register Learner']);
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('starts from the home it is given and shows the trail before the screen', () => {
    renderWithUi(
      <TestRouter>
        <ScreenLayout
          title="Edit Instructor"
          home={{ label: 'Admin Home', to: '/dashboard/adminhome' }}
          trail={[{ label: 'View/Edit Instructors', to: '/dashboard/viewinstructors' }]}
        >
          <p>form</p>
        </ScreenLayout>
      </TestRouter>,
    );
    expect(screen.getByRole('link', { name: 'Admin Home' })).toHaveAttribute('href', '/dashboard/adminhome');
    expect(crumbs()).toEqual(['Admin Home', 'View/Edit Instructors', 'Edit Instructor']);
  });
});
