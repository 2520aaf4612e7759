import { useRef } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE, type Permission } from '@dss/contract';
import { prefetchRemoteScreen, remoteScreenAt } from './federation';
import { useLinkPrefetch } from './link-prefetch';

jest.mock('./federation', () => ({ prefetchRemoteScreen: jest.fn(), remoteScreenAt: jest.fn() }));

const preload = jest.fn(() => Promise.resolve());
const dispatch = jest.fn();
const PERMISSIONS: readonly Permission[] = ['user'];

function Frame() {
  const frame = useRef<HTMLDivElement>(null);
  useLinkPrefetch(frame, PERMISSIONS, dispatch);
  return (
    <div ref={frame}>
      <a href="/dashboard/managelearners">View/Edit Learners</a>
      <a href="/dashboard/booklearners">Book Learners</a>
      <a href="/dashboard/managelearners">View/Edit Learners again</a>
      <a href="/dashboard/home">Home</a>
      <a href="/help-guide.pdf">Help Guide</a>
      <a href="https://elsewhere.invalid/dashboard/managelearners">Elsewhere</a>
    </div>
  );
}

function drawHome() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/home']} future={ROUTER_FUTURE}>
      <Frame />
    </MemoryRouter>,
  );
}

const preloaded = () => jest.mocked(remoteScreenAt).mock.calls.map(([path]) => path);

beforeEach(() => {
  jest.mocked(prefetchRemoteScreen).mockReset().mockResolvedValue(undefined);
  jest
    .mocked(remoteScreenAt)
    .mockReset()
    .mockResolvedValue(Object.assign(() => null, { preload }));
  preload.mockClear();
});

describe('links fetched ahead of a click', () => {
  it('fetches the screen and its first data when a link of the app is pointed at, once while it is fresh', () => {
    drawHome();
    fireEvent.pointerOver(screen.getByText('View/Edit Learners'));
    fireEvent.pointerOver(screen.getByText('View/Edit Learners'));
    expect(prefetchRemoteScreen).toHaveBeenCalledTimes(1);
    expect(prefetchRemoteScreen).toHaveBeenCalledWith('/dashboard/managelearners', PERMISSIONS, dispatch);
  });

  it('does the same for a link reached by the keyboard or touched', () => {
    drawHome();
    fireEvent.focusIn(screen.getByText('Book Learners'));
    fireEvent.touchStart(screen.getByText('View/Edit Learners'));
    expect(jest.mocked(prefetchRemoteScreen).mock.calls.map(([path]) => path)).toEqual([
      '/dashboard/booklearners',
      '/dashboard/managelearners',
    ]);
  });

  it('leaves the current screen, files and other sites alone', () => {
    drawHome();
    for (const name of ['Home', 'Help Guide', 'Elsewhere']) fireEvent.pointerOver(screen.getByText(name));
    expect(prefetchRemoteScreen).not.toHaveBeenCalled();
  });
});

describe('links fetched while the screen is read', () => {
  it('loads the code of each screen the links lead to, once each, when the browser is idle', async () => {
    drawHome();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(2));
    expect(preloaded()).toEqual(['/dashboard/managelearners', '/dashboard/booklearners']);
    expect(remoteScreenAt).toHaveBeenCalledWith('/dashboard/managelearners', PERMISSIONS);
    // Code only: the first data waits for an intent.
    expect(prefetchRemoteScreen).not.toHaveBeenCalled();
  });

  it('loads nothing unasked for a browser that saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      drawHome();
      await new Promise((settle) => setTimeout(settle, 50));
      expect(remoteScreenAt).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });

  it('stops when the screen is left', async () => {
    const { unmount } = drawHome();
    unmount();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(remoteScreenAt).not.toHaveBeenCalled();
  });
});
