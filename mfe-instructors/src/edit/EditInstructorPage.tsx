import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { dashboardPath, INSTRUCTOR_TEXTS, type InstructorInfo, fullName } from '@dss/contract';
import {
  Alert,
  Box,
  Button,
  Card,
  formatMobile,
  Heading,
  instructorRef,
  Link,
  ScreenLayout,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import type { EditInstructorState } from '../info/InstructorInfoDialog';
import { ExpiryWarnings } from '../info/InstructorDetails';

import { AdvanceDialog, BasicDialog } from './PersonDialogs';
import { LanguagesDialog, PostcodesDialog, VehicleTypesDialog } from './TeachingDialogs';
import { FranchiseDialog } from './FranchiseDialog';
import { AddressDialog, AddVehicleDialog, VehicleDocumentsDialog } from './DocumentDialogs';
import { CalendarFeedSection } from './CalendarFeedSection';
import { InstructorDocuments } from './InstructorDocuments';
import { InstructorHistory } from './InstructorHistory';
import { RemoveVehicleDialog, VehicleInfoDialog } from './VehicleDialogs';
import { WorkingHoursDialog } from '../working-hours/WorkingHoursDialog';

const TRAIL = [{ label: 'View/Edit Instructors', to: dashboardPath('vieweditinstructors') }];

type DialogProps = { info: InstructorInfo; onClose(): void };

/** The cards of Edit Instructor (document 2 §2.3), each opening its dialog. */
const CARDS: { title: string; text: string; dialog(props: DialogProps): ReactNode }[] = [
  {
    title: 'Update Basic Information',
    text: 'Title, names, mobile, e-mail, licences, teaching gender and gear.',
    dialog: (p) => <BasicDialog {...p} />,
  },
  {
    title: 'Update Advance Information',
    text: 'Gender, date of birth, other phones, DBS reference and bank details.',
    dialog: (p) => <AdvanceDialog {...p} />,
  },
  {
    title: 'Update Address & Documents',
    text: 'Permanent and current address, licence expiries and the four documents.',
    dialog: (p) => <AddressDialog {...p} />,
  },
  {
    title: 'Update Franchise Plan',
    text: 'Move the instructor to another franchise plan.',
    dialog: (p) => <FranchiseDialog {...p} />,
  },
  { title: 'Add a Vehicle', text: 'A new vehicle with its V5C, MOT and insurance.', dialog: (p) => <AddVehicleDialog {...p} /> },
  { title: 'Remove a Vehicle', text: 'Mark an active vehicle as removed.', dialog: (p) => <RemoveVehicleDialog {...p} /> },
  {
    title: 'Upload Vehicle Documents',
    text: 'A new V5C, MOT or insurance for an active vehicle.',
    dialog: (p) => <VehicleDocumentsDialog {...p} />,
  },
  {
    title: 'Update VED Dates & Vehicle Info',
    text: 'Dual controls, owner type and VED expiry of an active vehicle.',
    dialog: (p) => <VehicleInfoDialog {...p} />,
  },
  {
    title: 'Manage Working Hours',
    text: 'Weekly working hours with lunch, and time away.',
    dialog: (p) => <WorkingHoursDialog {...p} />,
  },
  { title: 'Edit Covering Areas', text: 'The outer postcodes the instructor covers.', dialog: (p) => <PostcodesDialog {...p} /> },
  {
    title: 'Edit Teaching Languages',
    text: 'The languages the instructor teaches in.',
    dialog: (p) => <LanguagesDialog {...p} />,
  },
  {
    title: 'Edit Teaching Vehicle Types',
    text: 'The vehicle types the instructor teaches in.',
    dialog: (p) => <VehicleTypesDialog {...p} />,
  },
];

function NotSelected() {
  return (
    <ScreenLayout title={INSTRUCTOR_TEXTS.notSelected} trail={TRAIL}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{INSTRUCTOR_TEXTS.invalidLink}</Alert.Title>
      </Alert.Root>
      <Link asChild color="teal.700">
        <RouterLink to={dashboardPath('vieweditinstructors')}>Go to View/Edit Instructors</RouterLink>
      </Link>
    </ScreenLayout>
  );
}

/**
 * Edit Instructor (document 2 §2.3): the instructor comes as route state (`info`, `id`) or, on
 * edit/:id, from the server by id, so a reload or a bookmark works; saves reload the record.
 */
export function EditInstructorPage() {
  const params = useParams();
  // The route state the instructor screens navigate here with, or none.
  const state: EditInstructorState | null = useLocation().state;
  const fromPath = params.id ? Number(params.id.replace(/^A/i, '')) : NaN;
  const id = Number.isInteger(fromPath) && fromPath > 0 ? fromPath : (state?.id ?? null);
  if (id === null) return <NotSelected />;
  return <EditInstructor id={id} initial={state?.id === id ? state.info : undefined} />;
}

function EditInstructor({ id, initial }: { id: number; initial?: InstructorInfo }) {
  const { data, isLoading, isError } = instructorsApi.useInstructorsInfoQuery({ id });
  const [open, setOpen] = useState<number | null>(null);
  const info = data ?? initial;
  if (!info) {
    if (isLoading)
      return (
        <ScreenLayout title="Edit Instructor" trail={TRAIL}>
          <Spinner aria-label="Loading instructor" />
        </ScreenLayout>
      );
    if (isError) return <NotSelected />;
  }
  if (!info) return <NotSelected />;
  const card = open === null ? null : CARDS[open];
  return (
    <ScreenLayout title="Edit Instructor" trail={TRAIL}>
      <Box borderWidth="1px" rounded="md" p="4" bg="bg">
        <Heading as="h2" size="lg">
          {instructorRef(info.adi_id)} - {fullName(info)}
        </Heading>
        <Text>{formatMobile(info.mobile)}</Text>
        <Text>{info.email}</Text>
      </Box>
      <ExpiryWarnings expiries={info.expiries} />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {CARDS.map((c, index) => (
          <Card.Root key={c.title} size="sm">
            <Card.Body>
              <Stack gap="2">
                <Heading as="h3" size="sm">
                  {c.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {c.text}
                </Text>
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Button
                size="sm"
                colorPalette="teal"
                variant="outline"
                onClick={() => setOpen(index)}
                aria-label={`Open ${c.title}`}
              >
                Open
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <InstructorDocuments adiId={info.adi_id} />
      <CalendarFeedSection adiId={info.adi_id} />
      <InstructorHistory adiId={info.adi_id} />
      {card ? card.dialog({ info, onClose: () => setOpen(null) }) : null}
    </ScreenLayout>
  );
}
