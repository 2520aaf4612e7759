import { screen, within } from '@testing-library/react';
import { TestRouter } from '../test-utils/TestRouter';
import { renderWithUi } from '../test-utils/renderWithUi';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the earlier crumbs and marks the last as the current page', () => {
    renderWithUi(
      <TestRouter>
        <Breadcrumbs
          items={[
            { label: 'Dashboard', to: '/dashboard/home' },
            { label: 'View/Edit Instructors', to: '/dashboard/vieweditinstructors' },
            { label: 'Edit Instructor' },
          ]}
        />
      </TestRouter>,
    );

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('href'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard/home'],
      ['View/Edit Instructors', '/dashboard/vieweditinstructors'],
    ]);
    const current = within(nav).getByText('Edit Instructor');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('shows a middle crumb without a path as plain text', () => {
    renderWithUi(
      <TestRouter>
        <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard/home' }, { label: 'Reports' }, { label: 'View Report' }]} />
      </TestRouter>,
    );
    const middle = screen.getByText('Reports');
    expect(middle).not.toHaveAttribute('aria-current');
    expect(middle).not.toHaveAttribute('role');
  });

  it('never links the current page even when given a path', () => {
    renderWithUi(
      <TestRouter>
        <Breadcrumbs items={[{ label: 'Dashboard', to: '/dashboard/home' }]} />
      </TestRouter>,
    );
    const only = screen.getByText('Dashboard');
    expect(only).toHaveAttribute('aria-current', 'page');
    expect(only).not.toHaveAttribute('href');
  });
});
