import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_ROUTES, remoteRoutesOf } from '@dss/contract';
import { REMOTE_NAMES } from '../remotes/remote-names';

/** Each remote's route declarations as its build ships them (mfe-NAME/src/routes.json). */
const declared = REMOTE_NAMES.map((owner) => ({
  owner,
  routes: remoteRoutesOf(JSON.parse(readFileSync(join(__dirname, `../../../mfe-${owner}/src/routes.json`), 'utf8'))) ?? [],
}));

describe("the spec's route table", () => {
  it.each(DASHBOARD_ROUTES.filter((route) => route.owner !== 'shell').map((route) => [route.path, route] as const))(
    "'%s' is served by exactly one remote, its owner, with the spec's title and permissions",
    (path, route) => {
      const servers = declared.filter(({ routes }) => routes.some((r) => r.path === path));
      expect(servers.map(({ owner }) => owner)).toEqual([route.owner]);
      const served = servers[0]!.routes.find((r) => r.path === path)!;
      expect(served).toEqual({ path, title: route.title, permissions: [...route.permissions] });
    },
  );

  it('leaves the shell its own routes, declared by no remote', () => {
    const shellPaths = DASHBOARD_ROUTES.filter((route) => route.owner === 'shell').map((route) => route.path);
    const claimed = declared.flatMap(({ routes }) => routes.map((r) => r.path)).filter((path) => shellPaths.includes(path));
    expect(claimed).toEqual([]);
  });
});
