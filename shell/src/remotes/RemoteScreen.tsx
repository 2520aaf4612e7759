import { Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { selectWireOutdated, wireOutdatedCleared } from '@dss/api';
import { CONTRACT_SKEW_TEXT } from '@dss/contract';
import { Alert, Box, Spinner, Text } from '@dss/ui';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loadedRemoteRoutes, loadRemoteRoutes, type RemoteLoad, type RemoteName } from './federation';
import { RemoteProblem } from './RemoteProblem';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const APP_LABELS: Record<RemoteName, string> = {
  learners: 'Learners',
  instructors: 'Instructors',
  bookings: 'Bookings, feedback and complaints',
  reports: 'Reports and finance',
  admin: 'Administration',
};

/** A screen on its way: its remote, or the remotes' route table, still loading. */
export function ScreenLoading({ title }: { title?: string }) {
  return (
    <Box role="status" display="flex" alignItems="center" gap="3" p="6">
      <Spinner size="sm" />
      <Text>{title ? `Loading ${title}…` : 'Loading…'}</Text>
    </Box>
  );
}

/**
 * Renders one route's screen from the remote that owns it. A remote that cannot be loaded, or a
 * screen that fails while it draws, shows a contained error with a retry in this area only.
 */
export function RemoteScreen({ remote, path, title }: { remote: RemoteName; path: string; title: string }) {
  // The outcome is kept with the remote it belongs to: while another remote loads, this one shows
  // loading. A remote already loaded (prefetched on a hard load, or opened before) draws at once.
  const [loaded, setLoaded] = useState<{ remote: RemoteName; load: RemoteLoad } | null>(null);
  const load = (loaded?.remote === remote ? loaded.load : null) ?? loadedRemoteRoutes(remote) ?? null;

  const fetchRemote = useCallback(
    (retry: boolean) => {
      const settle = (outcome: RemoteLoad) => setLoaded({ remote, load: outcome });
      loadRemoteRoutes(remote, retry).then(settle, (err: unknown) => settle({ ok: false, reason: String(err) }));
    },
    [remote],
  );
  // Asked for only when this draw had no remote to show: asked again, a loaded remote settled to
  // the same module as new state and drew the whole screen a second time on every move and hard
  // load. (Whether it has loaded since the draw does not matter: this draw shows loading.)
  const drawnWithLoad = load !== null;
  useEffect(() => {
    if (!drawnWithLoad) fetchRemote(false);
  }, [fetchRemote, drawnWithLoad]);

  // A call of this screen refused for a wire of another major shows the reload message here only;
  // leaving the screen clears it, so the other remotes keep working.
  const dispatch = useAppDispatch();
  const outdated = useAppSelector(selectWireOutdated);
  useEffect(() => {
    dispatch(wireOutdatedCleared());
  }, [dispatch, path]);

  function retry() {
    setLoaded(null);
    fetchRemote(true);
  }

  // A screen whose code is still on its way is waited for here rather than by Suspense, whose
  // fallback would hold the screen back for up to 300 ms once its code arrived.
  const Screen = load?.ok ? load.module.screens[path] : undefined;
  const waitsForCode = Boolean(Screen?.isLoaded && Screen.preload && !Screen.isLoaded());
  const [, screenArrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (waitsForCode) Screen?.preload?.().then(screenArrived, screenArrived);
  }, [Screen, waitsForCode]);
  if (outdated) {
    return (
      <RemoteProblem
        title={`${APP_LABELS[remote]} has been updated`}
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      >
        {CONTRACT_SKEW_TEXT}
      </RemoteProblem>
    );
  }
  if (!load || waitsForCode) return <ScreenLoading title={title} />;
  if (!load.ok) {
    return (
      <RemoteProblem title={`${APP_LABELS[remote]} could not be loaded`} onRetry={retry}>
        The {title} screen is unavailable right now. The rest of the system still works. Please try again in a moment.
      </RemoteProblem>
    );
  }
  if (!Screen) {
    return (
      <Alert.Root status="warning" m="6" w="auto" maxW="720px">
        <Alert.Indicator />
        <Alert.Title>
          The {title} screen is not part of the deployed {APP_LABELS[remote]} app.
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <ScreenErrorBoundary key={path} appLabel={APP_LABELS[remote]} title={title}>
      {/* A screen's own code loads with its route (remotes expose lazy screens). */}
      <Suspense fallback={<ScreenLoading title={title} />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
