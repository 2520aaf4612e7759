import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@dss/ui';
import { selectUser } from '@dss/api';
import { useAppSelector } from '../app/hooks';
import { useLogout } from '../login/useLogout';
import { MenuIcon } from './MenuIcon';
import { NotificationBell } from './NotificationBell';
import { PackagePricesDialog } from './PackagePricesDialog';

const onDark = { color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/**
 * Dashboard button, bell and package prices (not for admin), help guide and logout. Below the
 * large breakpoint (phones, tablets) the name, package prices, help guide and logout move into a
 * menu opened from a button, so nothing wraps or falls off the bar.
 */
export function TopBar({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const onLogout = useLogout();
  const [pricesOpen, setPricesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const entries = (layout: 'bar' | 'menu') => {
    const inMenu = layout === 'menu';
    const close = () => setMenuOpen(false);
    return (
      <>
        {user && (
          <Text
            fontSize="sm"
            mr={inMenu ? '0' : '2'}
            px={inMenu ? '3' : '0'}
            py={inMenu ? '2' : '0'}
            fontWeight={inMenu ? 'semibold' : 'normal'}
          >
            {user.full_name}
          </Text>
        )}
        {!isAdmin && (
          <Button
            variant="ghost"
            {...onDark}
            justifyContent={inMenu ? 'flex-start' : 'center'}
            onClick={() => {
              close();
              setPricesOpen(true);
            }}
          >
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
          alignSelf={inMenu ? 'flex-start' : 'auto'}
          onClick={onLogout}
        >
          Logout
        </Button>
      </>
    );
  };

  return (
    <Box as="header" bg={isAdmin ? '#000000' : 'teal.700'} color="white" px={{ base: '3', md: '6' }} py="2" data-testid="top-bar">
      <Flex align="center" gap="3">
        <Button variant="ghost" {...onDark} onClick={() => navigate('/dashboard/home')}>
          Dashboard
        </Button>
        <Text fontWeight="semibold" display={{ base: 'none', md: 'block' }} whiteSpace="nowrap">
          Driving School System
        </Text>
        <HStack ml="auto" gap="2">
          {!isAdmin && <NotificationBell />}
          <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
            {entries('bar')}
          </HStack>
          <IconButton
            variant="ghost"
            {...onDark}
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
          </IconButton>
        </HStack>
      </Flex>
      {menuOpen ? (
        <Stack
          id={menuId}
          as="nav"
          aria-label="Menu"
          display={{ base: 'flex', lg: 'none' }}
          gap="1"
          pt="2"
          mt="2"
          borderTopWidth="1px"
          borderColor="whiteAlpha.400"
          align="stretch"
        >
          {entries('menu')}
        </Stack>
      ) : null}
      {!isAdmin && <PackagePricesDialog open={pricesOpen} onClose={() => setPricesOpen(false)} />}
    </Box>
  );
}
