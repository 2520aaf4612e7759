import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, Link, Stack, Text } from '@dss/ui';
import { holdsAny, type Permission } from '@dss/contract';

export interface PanelLink {
  label: string;
  to: string;
  /** The privileges that enable this entry; without one of them it is shown disabled. */
  needs: readonly Permission[];
}

/** A titled panel of links; entries the user may not open are shown but disabled. */
export function LinkPanel({ title, links, held }: { title: string; links: PanelLink[]; held: readonly string[] }) {
  return (
    <Card.Root size="sm" variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="1" listStyleType="none">
          {links.map((link) => (
            <Box as="li" key={link.to}>
              {holdsAny(held, link.needs) ? (
                <Link asChild color="teal.700" fontWeight="medium">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ) : (
                <Text color="gray.400" aria-disabled="true" title="You do not have the privilege for this">
                  {link.label}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
