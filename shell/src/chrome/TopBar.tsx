import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Flex, HStack, Link, Text } from '@dss/ui';
import { selectUser } from '@dss/api';
import { useAppSelector } from '../app/hooks';
import { useLogout } from '../login/useLogout';
import { NotificationBell } from './NotificationBell';
import { PackagePricesDialog } from './PackagePricesDialog';

/** Dashboard button, bell and package prices (not for admin), help guide and logout. */
export function TopBar({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const onLogout = useLogout();
  const [pricesOpen, setPricesOpen] = useState(false);

  return (
    <Box as="header" bg={isAdmin ? '#000000' : 'teal.700'} color="white" px={{ base: '3', md: '6' }} py="2" data-testid="top-bar">
      <Flex align="center" gap="3" wrap="wrap">
        <Button variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => navigate('/dashboard/home')}>
          Dashboard
        </Button>
        <Text fontWeight="semibold" display={{ base: 'none', md: 'block' }}>
          Driving School System
        </Text>
        <HStack ml="auto" gap="2">
          {user && (
            <Text fontSize="sm" display={{ base: 'none', lg: 'block' }} mr="2">
              {user.full_name}
            </Text>
          )}
          {!isAdmin && <NotificationBell />}
          {!isAdmin && (
            <Button variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setPricesOpen(true)}>
              Package Prices
            </Button>
          )}
          <Link
            href="/help-guide.pdf"
            target="_blank"
            rel="noopener"
            color="white"
            px="3"
            py="2"
            borderRadius="md"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            Help Guide
          </Link>
          <Button
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={onLogout}
          >
            Logout
          </Button>
        </HStack>
      </Flex>
      {!isAdmin && <PackagePricesDialog open={pricesOpen} onClose={() => setPricesOpen(false)} />}
    </Box>
  );
}
