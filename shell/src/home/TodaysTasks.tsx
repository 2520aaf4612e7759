import { Link as RouterLink } from 'react-router-dom';
import { shellApi } from '@dss/api';
import { Badge, Card, Flex, formatLongDate, Heading, Link, Text } from '@dss/ui';
import { NOTIFICATION_ENTRIES } from '../chrome/notification-entries';

/** The long date and the four notification counts as badges (document 1 §2). */
export function TodaysTasks() {
  const { data: counts } = shellApi.useShellNotificationsQuery();
  return (
    <Card.Root variant="elevated" bg="white">
      <Card.Body>
        <Flex align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4">
          <div>
            <Heading as="h2" size="lg">
              Today&apos;s Tasks
            </Heading>
            <Text color="gray.600">{formatLongDate(new Date())}</Text>
          </div>
          <Flex gap="3" wrap="wrap" ml={{ md: 'auto' }}>
            {NOTIFICATION_ENTRIES.map((entry) => (
              <Link asChild key={entry.to} _hover={{ textDecoration: 'none' }}>
                <RouterLink to={entry.to}>
                  <Badge
                    size="lg"
                    colorPalette={counts?.[entry.count] ? 'orange' : 'gray'}
                    variant="subtle"
                    px="3"
                    py="2"
                    data-testid={`task-${entry.count}`}
                  >
                    {entry.label}: {counts?.[entry.count] ?? 0}
                  </Badge>
                </RouterLink>
              </Link>
            ))}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
