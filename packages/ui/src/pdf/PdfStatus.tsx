import { Text } from '@chakra-ui/react';

/** A line of status in place of a page: loading, empty or failed. */
export function PdfStatus({ children, tone }: { children: string; tone?: 'error' }) {
  return (
    <Text
      py="8"
      textAlign="center"
      color={tone === 'error' ? 'fg.error' : 'fg.muted'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Text>
  );
}
