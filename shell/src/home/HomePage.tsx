import { Heading, SimpleGrid, Stack } from '@dss/ui';
import { selectUser } from '@dss/api';
import { useAppSelector } from '../app/hooks';
import { LinkPanel } from '../links/LinkPanel';
import { TermsPanel } from '../terms/TermsPanel';
import { HOME_PANELS } from './home-panels';
import { TodaysTasks } from './TodaysTasks';

export function HomePage() {
  const held = useAppSelector(selectUser)?.permissions ?? [];
  const [learners, instructors, bookings, feedback, complaints, reports, payments] = HOME_PANELS;
  return (
    <Stack gap="6">
      {/* The spec draws no title on Home; a screen reader's list of headings still starts with one. */}
      <Heading as="h1" srOnly>
        Home
      </Heading>
      <TodaysTasks />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {[learners, instructors, bookings, feedback, complaints, reports].map((panel) => (
          <LinkPanel key={panel!.title} title={panel!.title} links={panel!.links} held={held} />
        ))}
        <TermsPanel />
        <LinkPanel title={payments!.title} links={payments!.links} held={held} />
      </SimpleGrid>
    </Stack>
  );
}
