import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@dss/contract';

/** A memory router with the v7 behaviour switched on, as the shell runs it, so tests stay quiet. */
export function TestRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter future={ROUTER_FUTURE}>{children}</MemoryRouter>;
}
