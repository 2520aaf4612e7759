import type { ActionDef } from '@dss/contract';
import type { ActionHandler } from './handler';

/**
 * The handlers of one contract module, keyed by the action's name in that module. A domain's map
 * `satisfies` this, so a missing, misspelt or mismatched handler fails `tsc`.
 */
export type HandlerMap<M> = { readonly [K in keyof M]: M[K] extends ActionDef ? ActionHandler<M[K]> : never };
