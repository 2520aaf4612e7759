import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote answers instead of a remote's module when the remote cannot be loaded. */
export interface UnavailableRemote {
  unavailable: true;
  reason: string;
}

export function isUnavailable(module: unknown): module is UnavailableRemote {
  return typeof module === 'object' && module !== null && 'unavailable' in module && module.unavailable === true;
}

/**
 * A remote that fails to load (manifest unreachable, entry broken) yields a fallback module
 * instead of an error, so only its own area shows the failure and the shell keeps working.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dss-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const fallback: UnavailableRemote = { unavailable: true, reason: error instanceof Error ? error.message : String(error) };
      return fallback;
    },
  };
}
