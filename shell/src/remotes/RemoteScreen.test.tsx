import { useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wireOutdated } from '@dss/api';
import { renderScreen } from '@dss/test-support';
import { loadedRemoteRoutes, loadRemoteRoutes, type RemoteLoad } from './federation';
import { RemoteScreen } from './RemoteScreen';

jest.mock('./federation', () => ({ loadedRemoteRoutes: jest.fn(), loadRemoteRoutes: jest.fn() }));

const learnersLoad: RemoteLoad = { ok: true, module: { screens: { managelearners: () => <h1>View/Edit Learners</h1> } } };

function drawn() {
  return renderScreen(<RemoteScreen remote="learners" path="managelearners" title="View/Edit Learners" />);
}

describe('a remote screen', () => {
  it('draws at once when its remote has already loaded (prefetched on a hard load)', () => {
    jest.mocked(loadedRemoteRoutes).mockReturnValue(learnersLoad);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(learnersLoad);
    drawn();
    expect(screen.getByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
    expect(screen.queryByText('Loading View/Edit Learners…')).not.toBeInTheDocument();
  });

  it('draws a screen of a remote already loaded once, without asking for the remote again', async () => {
    let draws = 0;
    const CountedScreen = () => {
      draws += 1;
      return <h1>View/Edit Learners</h1>;
    };
    const load: RemoteLoad = { ok: true, module: { screens: { managelearners: CountedScreen } } };
    jest.mocked(loadedRemoteRoutes).mockReturnValue(load);
    jest.mocked(loadRemoteRoutes).mockClear().mockResolvedValue(load);
    renderScreen(<RemoteScreen remote="learners" path="managelearners" title="View/Edit Learners" />);
    expect(screen.getByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
    // An ask would have settled by now, and drawn the screen again.
    await act(() => Promise.resolve());
    expect(draws).toBe(1);
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('draws the screen of a remote that finished loading between its loading draw and its effects', async () => {
    let arrived = false;
    function LoadArrives() {
      // Effects run in tree order: this one before the remote screen's.
      useEffect(() => void (arrived = true), []);
      return null;
    }
    jest.mocked(loadedRemoteRoutes).mockImplementation(() => (arrived ? learnersLoad : undefined));
    jest.mocked(loadRemoteRoutes).mockResolvedValue(learnersLoad);
    renderScreen(
      <>
        <LoadArrives />
        <RemoteScreen remote="learners" path="managelearners" title="View/Edit Learners" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'View/Edit Learners' })).toBeInTheDocument();
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

  it('asks for a reload in its own area when a call was refused for another major of the wire, until the screen is left', async () => {
    const both: RemoteLoad = {
      ok: true,
      module: {
        screens: { managelearners: () => <h1>View/Edit Learners</h1>, registerlearner: () => <h1>Register Learner</h1> },
      },
    };
    jest.mocked(loadedRemoteRoutes).mockReturnValue(both);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(both);
    function LeavableScreen() {
      const [path, setPath] = useState('managelearners');
      return (
        <>
          <button onClick={() => setPath('registerlearner')}>Leave</button>
          <RemoteScreen
            remote="learners"
            path={path}
            title={path === 'managelearners' ? 'View/Edit Learners' : 'Register Learner'}
          />
        </>
      );
    }
    const { store } = renderScreen(<LeavableScreen />);
    act(() => {
      store.dispatch(wireOutdated());
    });
    expect(screen.getByTestId('remote-error')).toHaveTextContent('Learners has been updated');
    expect(screen.getByText('This part of the system has been updated. Please reload the page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'View/Edit Learners' })).not.toBeInTheDocument();
    // Reloading the page itself is the e2e suite's to show (remotes.spec.ts): jsdom cannot reload.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Register Learner' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });
});
