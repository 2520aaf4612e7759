import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, DropdownMenu } from '@dss/ui';
import { shellApi } from '@dss/api';
import { BellIcon } from './BellIcon';
import { NOTIFICATION_ENTRIES, notificationTotal } from './notification-entries';

/** Refreshed every minute so counts follow what colleagues do. */
const REFRESH_MS = 60_000;

export function NotificationBell() {
  const navigate = useNavigate();
  const { data: counts } = shellApi.useShellNotificationsQuery(undefined, { pollingInterval: REFRESH_MS });
  const total = notificationTotal(counts);
  return (
    <DropdownMenu
      minW="260px"
      trigger={
        <Button
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={`Notifications: ${total}`}
          position="relative"
        >
          <BellIcon boxSize="5" />
          <Badge colorPalette={total > 0 ? 'red' : 'gray'} variant="solid" borderRadius="full" ml="1" data-testid="bell-total">
            {total}
          </Badge>
        </Button>
      }
      items={NOTIFICATION_ENTRIES.map((entry) => ({
        value: entry.to,
        onSelect: () => navigate(entry.to),
        label: (
          <>
            <Box flex="1">{entry.label}</Box>
            <Badge colorPalette="teal">{counts?.[entry.count] ?? 0}</Badge>
          </>
        ),
      }))}
    />
  );
}
