import { REF_DOMAINS, refOf } from '../compat/action-ref-domains';
import * as generated from './action-refs';

const refs: Record<string, unknown> = generated;

describe('the action refs the shared api and the shell send', () => {
  it.each(Object.entries(REF_DOMAINS))('%s holds each action it names as declared, without its schemas', (exported, domain) => {
    const declared = Object.fromEntries(Object.entries(domain.actions).map(([name, action]) => [name, refOf(action)]));
    expect(refs[exported]).toEqual(declared);
  });
});
