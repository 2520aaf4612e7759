import { render, screen } from '@testing-library/react';
import { UiProvider } from '@dss/ui';
import { loadedRemoteRoutes, loadRemoteRoutes, type RemoteLoad } from './federation';
import { RemoteScreen } from './RemoteScreen';

jest.mock('./federation', () => ({ loadedRemoteRoutes: jest.fn(), loadRemoteRoutes: jest.fn() }));

const learnersLoad: RemoteLoad = { ok: true, module: { screens: { managelearners: () => <h1>View/Edit Learners</h1> } } };

function drawn() {
  render(
    <UiProvider>
      <RemoteScreen remote="learners" path="managelearners" title="View/Edit Learners" />
    </UiProvider>,
  );
}

describe('a remote screen', () => {
  it('draws at once when its remote has already loaded (prefetched on a hard load)', () => {
    jest.mocked(loadedRemoteRoutes).mockReturnValue(learnersLoad);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(learnersLoad);
    drawn();
    expect(screen.getByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
    expect(screen.queryByText('Loading View/Edit Learners…')).not.toBeInTheDocument();
  });

  it('shows loading until its remote has loaded, then the screen', async () => {
    jest.mocked(loadedRemoteRoutes).mockReturnValue(undefined);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(learnersLoad);
    drawn();
    expect(screen.getByText('Loading View/Edit Learners…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
  });
});
