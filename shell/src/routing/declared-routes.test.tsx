import { screen, waitFor } from '@testing-library/react';
import { routesOf } from '@dss/contract';
import { ADMIN, CLERK, mockWire } from '@dss/test-support';
import { renderApp, SHELL_READS } from '../test-support/render-app';

// A learners build that declares a screen beyond the spec, for administrators only.
const AUDIT_EXTRA = { path: 'learnerauditextra', title: 'Learner Audit Extra', permissions: ['admin'] };

beforeEach(() => {
  mockWire(...SHELL_READS);
  const answerWire = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/remotes.json'
      ? ({
          ok: true,
          status: 200,
          json: async () => ({
            learners: '/remotes/learners/mf-manifest.json',
            routes: { learners: [...routesOf('learners'), AUDIT_EXTRA] },
          }),
        } as Response)
      : answerWire(input, init),
  ) as typeof fetch;
});

const where = () => screen.getByTestId('location');

it('serves a route a remote declares beyond the spec, with its title, to those its permissions name', async () => {
  renderApp('/dashboard/learnerauditextra', ADMIN);
  await waitFor(() => expect(document.title).toMatch(/^Learner Audit Extra \| /));
  expect(where()).toHaveTextContent('/dashboard/learnerauditextra');
});

it('guards a route a remote declares beyond the spec by the permissions it declares', async () => {
  renderApp('/dashboard/learnerauditextra', CLERK);
  await waitFor(() => expect(where()).toHaveTextContent('/dashboard/home'));
});
