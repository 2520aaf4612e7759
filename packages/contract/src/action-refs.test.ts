import { REF_DOMAINS, refOf } from '../compat/action-ref-domains';
import * as generated from './action-refs';

const refs: Record<string, unknown> = generated;

describe('the action refs the shared api sends', () => {
  it.each(Object.entries(REF_DOMAINS))(
    '%s holds every action of its domain as declared, without its schemas',
    (exported, domain) => {
      const declared = Object.fromEntries(Object.entries(domain.actions).map(([name, action]) => [name, refOf(action)]));
      expect(refs[exported]).toEqual(declared);
    },
  );
});
