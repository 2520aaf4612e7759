import type { ActionRef, DecodedReplyOf } from '@dss/contract';
import type { Builder, CachedAction, MutationOf, QueryOf, QueryOptions } from './action-endpoints';
import { callWire, type WireError } from './wire-base-query';
import type { ArgsOf } from './wire-encoding';

type Answer<D> = Promise<{ data: DecodedReplyOf<D> } | { error: WireError }>;

/**
 * The api's own endpoints (sign-in, the shell's reads, the dictionaries, History) send their
 * actions by ref, without the schemas: the sign-in page loads the api and no schema library. They
 * call the wire themselves (`queryFn`), as the base query takes declared actions; their types
 * are their declarations', the same `actionQuery` and `actionMutation` give.
 */
export function refQuery<D extends CachedAction>(
  build: Builder,
  action: ActionRef<D>,
  opts: Pick<QueryOptions<D, DecodedReplyOf<D>>, 'provides' | 'keepUnusedDataFor'> = {},
): QueryOf<D> {
  return build.query<DecodedReplyOf<D>, ArgsOf<D>>({
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wire answers unknown; a reply of D is DecodedReplyOf<D>, checked against its declaration outside production
    queryFn: (fields, api) => callWire({ action, fields }, api) as Answer<D>,
    providesTags: opts.provides,
    keepUnusedDataFor: opts.keepUnusedDataFor,
  });
}

/** A mutation endpoint of the api's own, sending its action by ref. */
export function refMutation<D extends CachedAction>(build: Builder, action: ActionRef<D>): MutationOf<D> {
  return build.mutation<DecodedReplyOf<D>, ArgsOf<D>>({
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- as in refQuery
    queryFn: (fields, api) => callWire({ action, fields }, api) as Answer<D>,
  });
}
