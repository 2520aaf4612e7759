import { learnerStats, type CreditSummary } from '@dss/contract';
import { formatGBP, SimpleGrid, Stack, Stat, Text } from '@dss/ui';

/**
 * The four stat tiles of the learner page (document 1 §9), and beneath them what became of the
 * learner's credits, named as Learners' Payments Data and the booking screens count them.
 */
export function StatTiles({
  credits,
  payments,
}: {
  credits: CreditSummary | undefined;
  payments: readonly { credits: number; price: string; voided_on?: string | null }[];
}) {
  const stats = learnerStats(credits, payments);
  const tiles = [
    { label: 'Lessons Completed', value: String(stats.lessons) },
    { label: 'Total Credits', value: String(stats.totalCredits) },
    { label: 'Total Paid', value: formatGBP(stats.totalPaidPence / 100) },
    { label: 'Remaining Credits', value: String(stats.remainingCredits) },
  ];
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {tiles.map((t) => (
          <Stat.Root key={t.label} borderWidth="1px" rounded="md" p="4" bg="bg" data-testid={`tile-${t.label}`}>
            <Stat.Label>{t.label}</Stat.Label>
            <Stat.ValueText>{t.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {credits ? (
        <Text fontSize="sm" color="fg.muted" data-testid="credit-figures">
          Credits: {credits.unused_cred} available, {credits.booked_cred} booked, {credits.used_cred} taken, {credits.wasted_cred}{' '}
          forfeited
        </Text>
      ) : null}
    </Stack>
  );
}
