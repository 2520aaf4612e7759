import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertProvider } from '../feedback/AlertProvider';
import { system } from './system';

/** Wrap the shell (or a remote running on its own) once: Chakra system plus alert dialogs. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AlertProvider>{children}</AlertProvider>
    </ChakraProvider>
  );
}
