import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, DropdownMenu, HStack } from '@dss/ui';
import { shellApi } from '@dss/api';
import { BellIcon } from './BellIcon';
import { expiryCountsApi } from './expiry-counts-api';
import { EXPIRY_BADGE_NAME, EXPIRY_ENTRIES, expiryTotal, NOTIFICATION_ENTRIES, notificationTotal } from './notification-entries';

/** Refreshed every minute so counts follow what colleagues do. */
const REFRESH_MS = 60_000;

/**
 * The spec's four counts (their sum on the bell), then the instructor document expiry warnings,
 * shown beside the bell in their own named badge when there are any.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const { data: counts } = shellApi.useShellNotificationsQuery(undefined, { pollingInterval: REFRESH_MS });
  const { data: expiries } = expiryCountsApi.useShellExpiryCountsQuery(undefined, { pollingInterval: REFRESH_MS });
  const total = notificationTotal(counts);
  const warnings = expiryTotal(expiries);
  // The expiry badge sits beside the button, named on its own: inside, its digits would join the
  // total's in the button's visible text, which its name must contain (WCAG 2.5.3, label in name).
  return (
    <HStack gap="0">
      <DropdownMenu
        minW="300px"
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
      {warnings > 0 ? (
        <Badge
          role="img"
          aria-label={`${EXPIRY_BADGE_NAME}: ${warnings}`}
          title={`${EXPIRY_BADGE_NAME}: ${warnings}`}
          colorPalette={expiries && expiries.expired > 0 ? 'red' : 'orange'}
          variant="subtle"
          borderRadius="full"
          data-testid="bell-expiries"
        >
          {warnings}
        </Badge>
      ) : null}
    </HStack>
  );
}
