import type {
  BaseQueryMeta,
  EndpointBuilder,
  MutationDefinition,
  QueryDefinition,
  EndpointDefinitions,
  ResultDescription,
  TypedMutationOnQueryStarted,
  TypedQueryOnQueryStarted,
} from '@reduxjs/toolkit/query';
import type { ActionDef, DecodedReplyOf, ReplyKind } from '@dss/contract';
import { backgroundDefinitions, backgroundEndpoints } from './activity';
import { api, type TAGS } from './api-slice';
import type { WireError, wireBaseQuery } from './wire-base-query';
import type { ArgsOf, WireFile } from './wire-encoding';

export type Tag = (typeof TAGS)[number];
type Wire = typeof wireBaseQuery;
type Meta = BaseQueryMeta<Wire>;
export type Builder = EndpointBuilder<Wire, Tag, 'api'>;

/**
 * An action answered through the cache: anything but a file (files go through `useFileAction`).
 * Its request is any action's request, written without naming the schema library, so the api's
 * report does not move with zod's version.
 */
export type CachedAction = ActionDef<ActionDef['request'], unknown, Exclude<ReplyKind, 'file'>>;

/**
 * The query endpoint `actionQuery` makes for an action. Endpoint types are written with these
 * (`QueryOf<typeof someActions.list>`), so a declaration names the action, never its schema.
 */
export type QueryOf<A, R = DecodedReplyOf<A>> = QueryDefinition<ArgsOf<A>, Wire, Tag, NoInfer<R>, 'api'>;

/** The mutation endpoint `actionMutation` makes for an action. */
export type MutationOf<A> = MutationDefinition<ArgsOf<A>, Wire, Tag, NoInfer<DecodedReplyOf<A>>, 'api'>;

/** What `injectDomainEndpoints` returns: the one api slice, typed with a domain's endpoints. */
export type DomainApi<D extends EndpointDefinitions> = ReturnType<typeof api.injectEndpoints<D>>;

export interface QueryOptions<A, R> {
  /** Tags this list provides: names, or a function of the result for per-id tags. */
  provides?: ResultDescription<Tag, R, ArgsOf<A>, WireError, Meta>;
  transformResponse?: (reply: DecodedReplyOf<A>) => R;
  onQueryStarted?: TypedQueryOnQueryStarted<R, ArgsOf<A>, Wire, 'api'>;
  keepUnusedDataFor?: number;
}

export interface MutationOptions<Arg, R> {
  /** Tags this save makes stale: names, or a function of the argument for per-id tags. */
  invalidates?: ResultDescription<Tag, R, Arg, WireError, Meta>;
  /** For optimistic updates (e.g. a calendar move): patch the cache, undo on failure. */
  onQueryStarted?: TypedMutationOnQueryStarted<R, Arg, Wire, 'api'>;
  /**
   * A background save (a calendar move) does not raise the blocking "Completing action" dialog;
   * form saves do.
   */
  background?: boolean;
}

/** A query endpoint for a read action: its argument is exactly the action's declared fields. */
export function actionQuery<A extends CachedAction, R = DecodedReplyOf<A>>(
  build: Builder,
  action: A,
  opts: QueryOptions<A, R> = {},
  // NoInfer: the result comes from the action (or transformResponse), never from where the
  // definition is used, which would make it `any` inside injectEndpoints.
): QueryOf<A, R> {
  return build.query<R, ArgsOf<A>>({
    query: (fields) => ({ action, fields }),
    providesTags: opts.provides,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the base query answers unknown; a reply of A is DecodedReplyOf<A>, checked against its schema outside production
    transformResponse: opts.transformResponse as ((reply: unknown) => R) | undefined,
    onQueryStarted: opts.onQueryStarted,
    keepUnusedDataFor: opts.keepUnusedDataFor,
  });
}

function mutationOf<Arg, R>(
  build: Builder,
  opts: MutationOptions<Arg, R>,
  query: (arg: Arg) => Parameters<Wire>[0],
): MutationDefinition<Arg, Wire, Tag, NoInfer<R>, 'api'> {
  const definition = build.mutation<R, Arg>({ query, invalidatesTags: opts.invalidates, onQueryStarted: opts.onQueryStarted });
  if (opts.background) backgroundDefinitions.add(definition);
  return definition;
}

/** A mutation endpoint for a save action: its argument is exactly the action's declared fields. */
export function actionMutation<A extends CachedAction>(
  build: Builder,
  action: A,
  opts: MutationOptions<ArgsOf<A>, DecodedReplyOf<A>> = {},
): MutationOf<A> {
  return mutationOf(build, opts, (fields: ArgsOf<A>) => ({ action, fields }));
}

/** The argument of an upload: the action's declared fields and the files (multipart form). */
export interface UploadArgs<A> {
  fields: Exclude<ArgsOf<A>, void>;
  files: readonly WireFile[];
}

/** A mutation that uploads files with its fields (multipart form). */
export function actionUpload<A extends CachedAction>(
  build: Builder,
  action: A,
  opts: MutationOptions<UploadArgs<A>, DecodedReplyOf<A>> = {},
) {
  return mutationOf(build, opts, ({ fields, files }: UploadArgs<A>) => ({ action, fields, files }));
}

/**
 * Adds a domain's endpoints to the one api slice. Every name must start with the domain's
 * prefix, and a name already taken throws, so two remotes never replace each other's.
 */
export function injectDomainEndpoints<D extends EndpointDefinitions>(
  prefix: string,
  endpoints: (build: Builder) => D,
): DomainApi<D> {
  return api.injectEndpoints({
    endpoints: (build) => {
      const made = endpoints(build);
      const stray = Object.keys(made).filter((name) => !name.startsWith(prefix));
      if (stray.length) throw new Error(`Endpoints of '${prefix}' must start with it: ${stray.join(', ')}`);
      for (const [name, definition] of Object.entries(made))
        if (backgroundDefinitions.has(definition)) backgroundEndpoints.add(name);
      return made;
    },
    overrideExisting: 'throw',
  });
}

export type { WireError };
