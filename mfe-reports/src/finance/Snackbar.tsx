import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@dss/ui';

/** How long the Financial Management snackbar stays (document 3 §2, §9). */
export const SNACKBAR_MS = 4000;

const SnackbarContext = createContext<(text: string) => void>(() => {});

/** Shows a short note at the foot of the screen for 4000 ms; a new note replaces the last. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ text: string; at: number } | null>(null);
  const show = useCallback((text: string) => setNote({ text, at: Date.now() }), []);
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <Box role="status" aria-live="polite" position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="toast">
        {note ? (
          <Box key={note.at} bg="gray.800" color="white" px="4" py="3" rounded="md" shadow="lg" fontSize="sm">
            {note.text}
          </Box>
        ) : null}
      </Box>
    </SnackbarContext.Provider>
  );
}

export const useSnackbar = () => useContext(SnackbarContext);
