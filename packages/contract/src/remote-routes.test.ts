import { remoteRoutesOf, remoteRoutesProblem } from './remote-routes';

const route = { path: 'managelearners', title: 'View/Edit Learners', permissions: ['user'] };

describe("a remote's route declarations", () => {
  it('are read with only their path, title and permissions', () => {
    const declared = [route, { ...route, path: 'learner/:id', permissions: ['user', 'admin'], note: 'kept out' }];
    expect(remoteRoutesProblem(declared)).toBeNull();
    expect(remoteRoutesOf(declared)).toEqual([
      route,
      { path: 'learner/:id', title: 'View/Edit Learners', permissions: ['user', 'admin'] },
    ]);
  });

  it.each([
    ['not a list', route, 'the declarations are not a list'],
    ['an entry that is no object', [route, 'managelearners'], 'route 1 is not an object'],
    ['a path outside /dashboard', [{ ...route, path: '/dashboard/x' }], 'route 0: path is not a path under /dashboard'],
    ['a path with an empty segment', [{ ...route, path: 'a//b' }], 'route 0: path is not a path under /dashboard'],
    ['no title', [{ ...route, title: '' }], 'route 0 (managelearners): title is missing'],
    [
      'no permission',
      [{ ...route, permissions: [] }],
      'route 0 (managelearners): permissions must name one or more of user, reports, admin',
    ],
    [
      'an unknown permission',
      [{ ...route, permissions: ['owner'] }],
      'route 0 (managelearners): permissions must name one or more of user, reports, admin',
    ],
  ])('are refused for %s', (_, declared, problem) => {
    expect(remoteRoutesProblem(declared)).toBe(problem);
    expect(remoteRoutesOf(declared)).toBeNull();
  });
});
