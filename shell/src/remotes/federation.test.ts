import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DASHBOARD_ROUTES } from '@dss/contract';
import { loadedRemoteRoutes, prefetchRemoteScreen } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manageLearners = DASHBOARD_ROUTES.find((r) => r.path === 'managelearners')!;
const prefetch = jest.fn(() => Promise.resolve());
const routesModule = { screens: { managelearners: Object.assign(() => null, { prefetch, preload: jest.fn() }) } };

beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve({ learners: '/remotes/learners/mf-manifest.json' }) } as Response),
  );
  jest.mocked(loadRemote).mockResolvedValue(routesModule);
  prefetch.mockClear();
});

describe('a hard load of a remote screen', () => {
  it('loads the remote and prefetches the screen with its first data, for a user allowed to open it', async () => {
    const dispatch = jest.fn();
    await prefetchRemoteScreen('/dashboard/managelearners', manageLearners.permissions, dispatch);
    expect(prefetch).toHaveBeenCalledWith(dispatch);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'learners', entry: '/remotes/learners/mf-manifest.json' }], {
      force: false,
    });
    expect(loadedRemoteRoutes('learners')).toEqual({ ok: true, module: routesModule });
  });

  it('fetches nothing for a user without the screen’s permission', async () => {
    await prefetchRemoteScreen('/dashboard/managelearners', [], jest.fn());
    expect(prefetch).not.toHaveBeenCalled();
  });
});
