import { Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { createAppStore, selectUser, sha512Hex, shellApi, signedIn, signedOut } from '@dss/api';
import { dashboardPath, ROUTER_FUTURE, routesOf, type RouteOwner } from '@dss/contract';
import { Box, Button, HStack, Input, Stack, Text, UiProvider } from '@dss/ui';
import { useDispatch, useSelector } from 'react-redux';

const store = createAppStore();

/** Signs in against the running server (the dev server proxies /api to it). */
function SignIn() {
  const [login] = shellApi.useShellLoginMutation();
  const dispatch = useDispatch();
  const [failure, setFailure] = useState('');
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await login({ loginid: String(form.get('loginid')), p: await sha512Hex(String(form.get('password'))) });
    const result = answer.data?.result;
    if (result?.code === 1 && result.data) dispatch(signedIn(result.data));
    else setFailure(result?.text ?? 'Is the server running on port 8080?');
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
      <Stack gap="3" maxW="sm" p="6">
        <Text fontWeight="semibold">Sign in to the running server</Text>
        <Input name="loginid" placeholder="User ID" aria-label="User ID" />
        <Input name="password" type="password" placeholder="Password" aria-label="Password" />
        <Button type="submit">Sign in</Button>
        {failure && <Text color="red.600">{failure}</Text>}
      </Stack>
    </form>
  );
}

function Screens({ remote, screens }: { remote: RouteOwner; screens: Record<string, ComponentType> }) {
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  if (!user) return <SignIn />;
  const routes = routesOf(remote);
  return (
    <Box p="4">
      <HStack gap="3" wrap="wrap" mb="4" fontSize="sm">
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.path} to={dashboardPath(r.path)}>
              {r.title}
            </Link>
          ))}
        <Button size="xs" variant="outline" onClick={() => dispatch(signedOut())}>
          Sign out ({user.full_name})
        </Button>
      </HStack>
      <Suspense fallback={<Text>Loading…</Text>}>
        <Routes>
          {routes.map((r) => {
            const Screen = screens[r.path];
            return Screen ? <Route key={r.path} path={dashboardPath(r.path)} element={<Screen />} /> : null;
          })}
          <Route path="*" element={<Navigate to={dashboardPath(routes[0]?.path ?? '')} replace />} />
        </Routes>
      </Suspense>
    </Box>
  );
}

/**
 * A remote on its own: the one store, the UI kit, a sign-in and its screens by route, so a
 * remote is developed and tried without the shell.
 */
export function StandaloneApp({ remote, screens }: { remote: RouteOwner; screens: Record<string, ComponentType> }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter future={ROUTER_FUTURE}>
          <Screens remote={remote} screens={screens} />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
