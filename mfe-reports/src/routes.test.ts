import { remoteRoutesOf, remoteRoutesProblem } from '@dss/contract';
import declared from './routes.json';
import { screens } from './routes';

it('declares a route for each screen it exposes and a screen for each route it declares', () => {
  expect(remoteRoutesProblem(declared)).toBeNull();
  const routes = remoteRoutesOf(declared)!;
  expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(screens).sort());
});
