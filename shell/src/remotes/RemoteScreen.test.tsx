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

  it('waits for a screen whose code is still loading in its loading state, then draws it', async () => {
    let arrived = false;
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((done) => (arrive = done)).then(() => void (arrived = true));
    const Screen = Object.assign(() => <h1>View/Edit Learners</h1>, { preload: () => code, isLoaded: () => arrived });
    const load: RemoteLoad = { ok: true, module: { screens: { managelearners: Screen } } };
    jest.mocked(loadedRemoteRoutes).mockReturnValue(load);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(load);
    drawn();
    expect(screen.getByText('Loading View/Edit Learners…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
  });
});
