import { routesOf } from '@dss/contract';

const LESSON_RECORDS = { path: 'lessonrecords', title: 'Lesson Records', permissions: ['user'] };

/** Answers the remote map, and routes.json beside a manifest where `files` has it (404 otherwise). */
function serve(map: object, files: Record<string, unknown> = {}) {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url), window.location.href).pathname;
    const body = path === '/remotes.json' ? map : files[path];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  }) as typeof fetch;
}

async function table() {
  jest.resetModules();
  const { loadRemoteRoutesTable } = await import('./route-table');
  return loadRemoteRoutesTable();
}

const learnerRoutes = routesOf('learners').map(({ path, title, permissions }) => ({
  path,
  title,
  permissions: [...permissions],
}));

describe("the remotes' route table", () => {
  it('takes the routes a remote declares in the map, a screen beyond the spec included, without a shell build', async () => {
    serve({ learners: '/remotes/learners/mf-manifest.json', routes: { learners: [...learnerRoutes, LESSON_RECORDS] } });
    const routes = await table();
    expect(routes).toContainEqual({ ...LESSON_RECORDS, owner: 'learners' });
    expect(routes.filter((r) => r.owner === 'learners')).toHaveLength(learnerRoutes.length + 1);
  });

  it("reads a remote's routes.json beside its manifest when the map gives only the address", async () => {
    serve({ learners: 'https://learners.example/v2/mf-manifest.json' }, { '/v2/routes.json': [LESSON_RECORDS] });
    // Only the path is compared: the fake fetch answers every origin.
    const routes = await table();
    expect(routes.filter((r) => r.owner === 'learners')).toEqual([{ ...LESSON_RECORDS, owner: 'learners' }]);
  });

  it("stands in the spec's routes for a remote whose declarations cannot be read, so its screens report it", async () => {
    serve({
      learners: '/remotes/not-deployed/mf-manifest.json',
      instructors: '/x',
      routes: { instructors: [{ path: 'bad path!' }] },
    });
    const routes = await table();
    expect(routes.filter((r) => r.owner === 'learners').map((r) => r.path)).toEqual(learnerRoutes.map((r) => r.path));
    expect(routes.filter((r) => r.owner === 'instructors').map((r) => r.path)).toEqual(
      routesOf('instructors').map((r) => r.path),
    );
    expect(routes.filter((r) => r.owner === 'bookings').map((r) => r.path)).toEqual(routesOf('bookings').map((r) => r.path));
  });

  it('keeps a path for the first remote that declares it', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ learners: '/l', admin: '/a', routes: { learners: [LESSON_RECORDS], admin: [LESSON_RECORDS] } });
    const routes = await table();
    expect(routes.filter((r) => r.path === 'lessonrecords')).toEqual([{ ...LESSON_RECORDS, owner: 'learners' }]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("'lessonrecords'"));
    warned.mockRestore();
  });
});
