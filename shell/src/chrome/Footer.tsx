import { BANK_DETAIL_LABELS } from '@dss/contract';
import { shellApi } from '@dss/api';
import { Box, formatLandline, formatMobile, formatSortCode, Heading, SimpleGrid, Stack, Text } from '@dss/ui';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Heading as="h2" size="sm" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Telephone numbers in the footer follow the display filters: mobiles 4-3-rest, landlines 3-4-rest. */
function contactValue(value: string): string {
  if (!/^0\d{8,10}$/.test(value)) return value;
  return value.startsWith('07') ? formatMobile(value) : formatLandline(value);
}

/** Address, opening hours, contact and bank details from the quick information record. */
export function Footer({ isAdmin }: { isAdmin: boolean }) {
  const { data: info } = shellApi.useShellQuickInfoQuery();
  const address = info?.address_lines.filter(Boolean) ?? [];
  const hours = info?.opening_hours.filter((h) => h.label || h.time) ?? [];
  const contacts = info?.contact_details.filter((c) => c.title || c.value) ?? [];
  const bank = info?.bank_details ?? [];
  return (
    <Box
      as="footer"
      bg={isAdmin ? '#000000' : 'gray.800'}
      color="gray.100"
      px={{ base: '3', md: '6' }}
      py="6"
      data-testid="footer"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" maxW="1400px" mx="auto">
        <Column title="Address">
          {address.map((line, i) => (
            <Text key={i}>{line}</Text>
          ))}
        </Column>
        <Column title="Opening Hours">
          {hours.map((h, i) => (
            <Text key={i}>
              {h.label}: {h.time}
            </Text>
          ))}
        </Column>
        <Column title="Contact Details">
          {contacts.map((c, i) => (
            <Text key={i}>
              {c.title}: {contactValue(c.value)}
            </Text>
          ))}
        </Column>
        <Column title="Bank Details">
          {BANK_DETAIL_LABELS.map((label, i) => (
            <Text key={label}>
              {label}: {i === 2 ? formatSortCode(bank[i] ?? '') : bank[i] || 'N/A'}
            </Text>
          ))}
        </Column>
      </SimpleGrid>
    </Box>
  );
}
