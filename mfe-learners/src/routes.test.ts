import { RemoteRoutes } from '@dss/contract';
import declared from './routes.json';
import { screens } from './routes';

it('declares a route for each screen it exposes and a screen for each route it declares', () => {
  const routes = RemoteRoutes.parse(declared);
  expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(screens).sort());
});
