import { Heading, SimpleGrid, Stack } from '@dss/ui';
import { selectUser } from '@dss/api';
import { useAppSelector } from '../app/hooks';
import { LinkPanel } from '../links/LinkPanel';
import { routeLink } from '../links/panel-links';

const admin = (paths: string[]) => paths.map((p) => routeLink(p, ['admin']));

/** Admin home's panels (document 3 §2); each link needs the 'admin' privilege. */
const ADMIN_PANELS = [
  { title: 'Staff', links: admin(['addstaff', 'managestaff', 'resetstaffpass']) },
  {
    title: 'Driving Instructor',
    links: admin(['approveinstructors', 'instructorstatemanagement', 'addfranchiseplan', 'managefranchiseplans']),
  },
  // Learners' Payments Data is an office page; administrators open it to void a payment taken in error.
  {
    title: 'Driving Lessons',
    links: admin([
      'addlessonplan',
      'managelessonplans',
      'learnerpaymentdata',
      'cancellationpolicy',
      'lessonreminders',
      'progresstopics',
    ]),
  },
  {
    title: 'Feedback Questions',
    links: admin([
      'addlearnerquestiongroup',
      'managelearnerfeedbackquestions',
      'addinstructorquestiongroup',
      'manageinstructorfeedbackquestions',
    ]),
  },
  { title: 'Quick Info', links: admin(['managequickinfo']) },
  // Beyond the spec: the footer's "Bank holidays: Closed", and the school's own closed days.
  { title: 'Opening Days', links: admin(['closeddays']) },
  { title: 'T & C Documents', links: admin(['uploadleanertc', 'uploadaditc', 'uploadtrainigpack', 'uploadgeneraltc']) },
  { title: 'Accountability', links: admin(['auditlog']) },
  // Beyond the spec: what the mail outbox waits to send, sent and gave up.
  { title: 'E-mails', links: admin(['mailoutbox']) },
];

export function AdminHomePage() {
  const held = useAppSelector(selectUser)?.permissions ?? [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Administration
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {ADMIN_PANELS.map((panel) => (
          <LinkPanel key={panel.title} title={panel.title} links={panel.links} held={held} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
