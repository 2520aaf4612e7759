import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, DropdownMenu } from '@dss/ui';
import { shellApi } from '@dss/api';
import { BellIcon } from './BellIcon';
import { expiryCountsApi } from './expiry-counts-api';
import { EXPIRY_ENTRIES, expiryTotal, NOTIFICATION_ENTRIES, notificationTotal } from './notification-entries';

/** Refreshed every minute so counts follow what colleagues do. */
const REFRESH_MS = 60_000;

/**
 * The spec's four counts (their sum on the bell), then the instructor document expiry warnings,
 * shown beside the total in their own badge when there are any.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const { data: counts } = shellApi.useShellNotificationsQuery(undefined, { pollingInterval: REFRESH_MS });
  const { data: expiries } = expiryCountsApi.useShellExpiryCountsQuery(undefined, { pollingInterval: REFRESH_MS });
  const total = notificationTotal(counts);
  const warnings = expiryTotal(expiries);
  return (
    <DropdownMenu
      minW="300px"
      trigger={
        <Button
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={warnings > 0 ? `Notifications: ${total}, document expiry warnings: ${warnings}` : `Notifications: ${total}`}
          position="relative"
        >
          <BellIcon boxSize="5" />
          <Badge colorPalette={total > 0 ? 'red' : 'gray'} variant="solid" borderRadius="full" ml="1" data-testid="bell-total">
            {total}
          </Badge>
          {warnings > 0 ? (
            <Badge
              colorPalette={expiries && expiries.expired > 0 ? 'red' : 'orange'}
              variant="subtle"
              borderRadius="full"
              ml="1"
              data-testid="bell-expiries"
            >
              {warnings}
            </Badge>
          ) : null}
        </Button>
      }
      items={[
        ...NOTIFICATION_ENTRIES.map((entry) => ({
          value: entry.to,
          onSelect: () => navigate(entry.to),
          label: (
            <>
              <Box flex="1">{entry.label}</Box>
              <Badge colorPalette="teal">{counts?.[entry.count] ?? 0}</Badge>
            </>
          ),
        })),
        ...EXPIRY_ENTRIES.map((entry) => ({
          value: entry.to,
          onSelect: () => navigate(entry.to),
          label: (
            <>
              <Box flex="1">{entry.label}</Box>
              <Badge colorPalette={entry.palette}>{expiries?.[entry.count] ?? 0}</Badge>
            </>
          ),
        })),
      ]}
    />
  );
}
