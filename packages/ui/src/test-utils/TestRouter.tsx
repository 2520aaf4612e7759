import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A memory router with the v7 behaviour switched on, as the shell runs it, so tests stay quiet. */
export function TestRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{children}</MemoryRouter>;
}
