import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { ActionDef, DecodedReplyOf, RequestOf } from '@dss/contract';
import { api, type TAGS } from './api-slice';
import type { WireArgs, WireError, wireBaseQuery } from './wire-base-query';

type Tag = (typeof TAGS)[number];
export type Builder = EndpointBuilder<typeof wireBaseQuery, Tag, 'api'>;

/** Form fields of an action's request: strings, as the wire carries them. */
type Fields<A> = { [K in keyof RequestOf<A>]?: string } & Record<string, string>;

function args(action: ActionDef, fields: Record<string, string> | void, files?: WireArgs['files']): WireArgs {
  return { action, fields: fields ?? {}, files };
}

/** A query endpoint for a read action, typed from its declaration. */
export function actionQuery<A extends ActionDef>(build: Builder, action: A, opts: { provides?: Tag[] } = {}) {
  return build.query<DecodedReplyOf<A>, Fields<A> | void>({
    query: (fields) => args(action, fields as Record<string, string> | void),
    providesTags: opts.provides,
  });
}

/** A mutation endpoint for a save action; `invalidates` refreshes the lists it changes. */
export function actionMutation<A extends ActionDef>(build: Builder, action: A, opts: { invalidates?: Tag[] } = {}) {
  return build.mutation<DecodedReplyOf<A>, Fields<A>>({
    query: (fields) => args(action, fields as Record<string, string>),
    invalidatesTags: opts.invalidates,
  });
}

/** A mutation that uploads files with its fields (multipart form). */
export function actionUpload<A extends ActionDef>(build: Builder, action: A, opts: { invalidates?: Tag[] } = {}) {
  return build.mutation<DecodedReplyOf<A>, { fields: Fields<A>; files: NonNullable<WireArgs['files']> }>({
    query: ({ fields, files }) => args(action, fields as Record<string, string>, files),
    invalidatesTags: opts.invalidates,
  });
}

/**
 * Adds a domain's endpoints to the one api slice. Every name must start with the domain's
 * prefix, and a name already taken throws, so two remotes never replace each other's.
 */
export function injectDomainEndpoints<D extends EndpointDefinitions>(prefix: string, endpoints: (build: Builder) => D) {
  return api.injectEndpoints({
    endpoints: (build) => {
      const made = endpoints(build);
      const stray = Object.keys(made).filter((name) => !name.startsWith(prefix));
      if (stray.length) throw new Error(`Endpoints of '${prefix}' must start with it: ${stray.join(', ')}`);
      return made;
    },
    overrideExisting: 'throw',
  });
}

export type { WireError };
