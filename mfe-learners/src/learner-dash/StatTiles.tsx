import { learnerStats } from '@dss/contract';
import { formatGBP, SimpleGrid, Stat } from '@dss/ui';

/** The four stat tiles of the learner page, computed as document 1 §9 says. */
export function StatTiles({
  bookings,
  payments,
}: {
  bookings: readonly { status: number }[];
  payments: readonly { credits: number; price: string; voided_on?: string | null }[];
}) {
  const stats = learnerStats(bookings, payments);
  const tiles = [
    { label: 'Lessons Completed', value: String(stats.lessons) },
    { label: 'Total Credits', value: String(stats.totalCredits) },
    { label: 'Total Paid', value: formatGBP(stats.totalPaidPence / 100) },
    { label: 'Remaining Credits', value: String(stats.remainingCredits) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {tiles.map((t) => (
        <Stat.Root key={t.label} borderWidth="1px" rounded="md" p="4" bg="bg" data-testid={`tile-${t.label}`}>
          <Stat.Label>{t.label}</Stat.Label>
          <Stat.ValueText>{t.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
