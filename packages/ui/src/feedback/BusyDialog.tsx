import { Box, Flex, Portal, Spinner, Text } from '@chakra-ui/react';

export const BUSY_TEXT = 'Completing action. Please stand by';

/**
 * Blocks the screen while an action completes (document 1 §2). It cannot be dismissed.
 * A plain overlay rather than a modal dialog: it opens and closes around every save, and a
 * modal's hide-the-rest-of-the-page bookkeeping would hide the alert that follows the save.
 */
export function BusyDialog({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <Portal>
      <Box
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="blackAlpha.500"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Flex
          role="alertdialog"
          aria-modal="true"
          aria-busy="true"
          aria-labelledby="busy-dialog-text"
          direction="column"
          align="center"
          gap="4"
          textAlign="center"
          bg="bg.panel"
          borderRadius="l3"
          boxShadow="lg"
          px="10"
          py="8"
          maxW="xs"
        >
          <Spinner size="xl" borderWidth="3px" color="colorPalette.solid" aria-hidden />
          <Text id="busy-dialog-text" fontSize="md" fontWeight="medium">
            {BUSY_TEXT}
          </Text>
        </Flex>
      </Box>
    </Portal>
  );
}
