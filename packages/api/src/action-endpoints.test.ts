import { z } from 'zod';
import { defineAction, ENDPOINTS } from '@dss/contract';
import { actionQuery, injectDomainEndpoints } from './action-endpoints';

const probe = defineAction({
  field: 'probelist',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  response: z.array(z.string()),
});

describe('injectDomainEndpoints', () => {
  it("adds a domain's endpoints to the one api slice", () => {
    const injected = injectDomainEndpoints('probe', (build) => ({ probeList: actionQuery(build, probe) }));
    expect(injected.endpoints.probeList).toBeDefined();
  });

  it('throws when a name is already taken, so remotes never replace each other', () => {
    injectDomainEndpoints('twice', (build) => ({ twiceList: actionQuery(build, probe) }));
    expect(() => injectDomainEndpoints('twice', (build) => ({ twiceList: actionQuery(build, probe) }))).toThrow(/twiceList/);
  });

  it("throws when a name does not start with the domain's prefix", () => {
    expect(() => injectDomainEndpoints('learners', (build) => ({ staffList: actionQuery(build, probe) }))).toThrow(
      "Endpoints of 'learners' must start with it: staffList",
    );
  });
});
