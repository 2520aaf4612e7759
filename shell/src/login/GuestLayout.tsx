import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@dss/ui';

/** The frame of the sign-in and licence activation pages. */
export function GuestLayout({ title, children, maxW = '440px' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <Flex minH="100vh" direction="column" align="center" justify="center" bg="gray.100" px="4" py="10">
      <Box as="main" w="full" maxW={maxW} bg="white" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Text fontSize="sm" fontWeight="semibold" color="teal.700" letterSpacing="wide" textTransform="uppercase">
          Driving School System
        </Text>
        <Heading as="h1" size="xl" mt="1" mb="6">
          {title}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}
