import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Draggable } from '@fullcalendar/interaction';
import {
  BOOKING_MESSAGES,
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  calendarValidRange,
  creditLabel,
  type BookingInstructor,
  type BookingLearner,
  type CalendarKind,
  londonToday,
} from '@dss/contract';
import {
  Box,
  Button,
  chakra,
  Form,
  formatDateTime,
  HStack,
  ScreenLayout,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  useAlerts,
} from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';
import { BookingCalendar, BookingLegend, NEW_LESSON_COLOUR, type PendingLesson } from '../calendar/BookingCalendar';
import { datesBetween, freeStarts } from '../calendar/free-starts';
import { SlotChooser } from '../calendar/SlotChooser';
import { keepRange, lessonRefusal, type CalendarRange, type PlacementContext } from '../calendar/wall-clock';
import { refusalWords } from '../shared/refusal-words';
import { PickerField } from '../shared/PickerField';
import { InstructorTable, instructorText, LearnerTable, learnerText } from './pickers';

export { firstInstructorsPage } from './pickers';
import { WeeklySeries } from './WeeklySeries';

interface AddressValues {
  pickupLine?: string;
  pickupPc?: string;
  dropLine?: string;
  dropPc?: string;
}

const address = (line1?: string, pc?: string) => (line1?.trim() || pc?.trim() ? { line1: line1 ?? '', pc: pc ?? '' } : undefined);

const PLACE_HINT = 'Click or tap a free time on the calendar, or choose one here from the days it shows.';
const PLACE_ACTION = 'Place Lesson';

/** New lessons on the calendar: the credit each uses and its start. */
interface Placed {
  credit: number;
  label: string;
  start: string;
}

interface CreditItem {
  id: number;
  label: string;
  expires: string;
}

/**
 * The learner's free credits: each dragged onto the calendar, or chosen (a tap, or Enter) and then
 * given a free slot by a tap on the calendar or from the lists of SlotChooser.
 */
function CreditList({
  credits,
  chosen,
  onChoose,
  chosenPanel,
}: {
  credits: CreditItem[];
  chosen: number | null;
  onChoose(credit: number | null): void;
  /** shown under the chosen credit: where it can go */
  chosenPanel: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const draggable = new Draggable(box.current, {
      itemSelector: '[data-credit]',
      eventData: (el) => ({
        title: el.getAttribute('data-label') ?? '',
        duration: '01:00',
        durationEditable: false,
        create: true,
        extendedProps: { creditId: Number(el.getAttribute('data-credit')) },
      }),
    });
    return () => draggable.destroy();
  }, []);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Available credits ({credits.length})
      </Text>
      {credits.length === 0 ? <Text color="fg.muted">No Information.</Text> : null}
      <Stack gap="2" ref={box} {...(credits.length ? { role: 'list', 'aria-label': 'Available credits' } : {})}>
        {credits.map((c) => (
          <Box key={c.id} role="listitem">
            <chakra.button
              type="button"
              data-credit={c.id}
              data-label={c.label}
              title={`Expires ${c.expires}`}
              aria-pressed={chosen === c.id}
              onClick={() => onChoose(chosen === c.id ? null : c.id)}
              bg={NEW_LESSON_COLOUR}
              color="white"
              w="full"
              textAlign="start"
              px="3"
              py="1.5"
              borderRadius="md"
              cursor="grab"
              fontSize="sm"
              fontWeight="medium"
              userSelect="none"
              outlineOffset="2px"
              _pressed={{ outline: '3px solid', outlineColor: 'orange.400' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'blue.500' }}
            >
              {c.label}
            </chakra.button>
            {chosen === c.id ? <Box mt="2">{chosenPanel}</Box> : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** The calendar part once credits are loaded: pickup and drop-off, credits, calendar and Save Change. */
function LessonPlanner({
  kind,
  adi,
  learner,
  onSaved,
}: {
  kind: CalendarKind;
  adi: BookingInstructor;
  learner: BookingLearner;
  onSaved(): void;
}) {
  const alerts = useAlerts();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data: credits = [] } = bookingsApi.useBookingsLearnerCreditsQuery({ id: learner.student_id });
  const { data: calendar } = bookingsApi.useBookingsCalendarQuery(
    { id: adi.adi_id, start: range?.start ?? '', end: range?.end ?? '' },
    { skip: !range },
  );
  const [place] = bookingsApi.useBookingsPlaceMutation();
  const [placePending] = bookingsApi.useBookingsPlacePendingMutation();
  const today = calendar?.today ?? londonToday();
  const validRange = useMemo(() => calendarValidRange(kind, today), [kind, today]);

  const labelled = useMemo(
    () => credits.map((c, i) => ({ id: c.id, label: creditLabel(i + 1), expires: formatDateTime(c.cred_exp) })),
    [credits],
  );
  const free = labelled.filter((c) => !placed.some((p) => p.credit === c.id));
  const extra: PendingLesson[] = placed.map((p) => ({ id: `N${p.credit}`, title: p.label, start: p.start }));

  /** What a lesson must keep clear of: the loaded calendar and the other new lessons but `except`'s. */
  const placement = (except?: number): PlacementContext | null =>
    calendar
      ? {
          instructor: adi,
          businessHours: calendar.businessHours,
          validRange,
          bookings: calendar.bookings,
          timeAway: calendar.timeAway,
          closedDays: calendar.closedDays,
          others: placed.filter((p) => p.credit !== except).map((p) => p.start),
        }
      : null;

  /** Whether a lesson may start there; if not, an alert says why. */
  const fits = (start: string, except?: number) => {
    const ctx = placement(except);
    if (!ctx) return false;
    const refusal = lessonRefusal(start, ctx);
    if (refusal) void alerts.error(BOOKING_REFUSALS.notThere, refusal);
    return refusal === null;
  };

  const receive = (credit: number, start: string) => {
    const item = labelled.find((c) => c.id === credit);
    if (!item || !fits(start)) return false;
    setPlaced((list) => [...list.filter((p) => p.credit !== credit), { credit, label: item.label, start }]);
    setChosen(null);
    return true;
  };
  const chosenCredit = free.find((c) => c.id === chosen) ?? null;
  const shownDates = range ? datesBetween(range.start, range.end) : [];
  const moveNew = (id: string, start: string) => {
    const credit = Number(id.slice(1));
    if (!fits(start, credit)) return false;
    setPlaced((list) => list.map((p) => (p.credit === credit ? { ...p, start } : p)));
    return true;
  };

  const save = async (values: AddressValues) => {
    const fields = {
      bookings: placed.map((p) => ({
        id: p.credit,
        start: p.start,
        bookingType: 'newbooking' as const,
        durationEditable: false as const,
      })),
      adi: adi.adi_id,
      learner: learner.student_id,
      pickup: address(values.pickupLine, values.pickupPc),
      dropoff: address(values.dropLine, values.dropPc),
    };
    const answer = kind === 'pending' ? await placePending(fields) : await place(fields);
    if (answer.error === undefined) {
      void alerts.success(BOOKING_TEXTS.placed);
      onSaved();
      return undefined;
    }
    const words = refusalWords(BOOKING_TEXTS.placeFailed, answer.error);
    void alerts.error(words.title, words.text);
    return undefined;
  };

  return (
    <Form<AddressValues>
      subscription={{ submitting: true }}
      onSubmit={save}
      validate={(v) => {
        const errors: Record<string, string> = {};
        if ((v.pickupLine ?? '').length > 50) errors.pickupLine = BOOKING_MESSAGES.pickupLine;
        if ((v.dropLine ?? '').length > 50) errors.dropLine = BOOKING_MESSAGES.pickupLine;
        if ((v.pickupPc ?? '').length > 8) errors.pickupPc = BOOKING_MESSAGES.pickupPostcode;
        if ((v.dropPc ?? '').length > 8) errors.dropPc = BOOKING_MESSAGES.pickupPostcode;
        return errors;
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="New bookings">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              <TextField name="pickupLine" label="Pickup Address Line" maxLength={50} counter />
              <TextField name="pickupPc" label="Pickup Postcode" maxLength={8} counter parse={(v) => v.toUpperCase()} />
              <TextField name="dropLine" label="Drop-off Address Line" maxLength={50} counter />
              <TextField name="dropPc" label="Drop-off Postcode" maxLength={8} counter parse={(v) => v.toUpperCase()} />
            </SimpleGrid>
            <BookingLegend />
            <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch">
              <Box minW={{ lg: '10rem' }} maxW={{ lg: '15rem' }}>
                <CreditList
                  credits={free}
                  chosen={chosenCredit?.id ?? null}
                  onChoose={setChosen}
                  chosenPanel={
                    chosenCredit ? (
                      <SlotChooser
                        title={`Place ${chosenCredit.label}`}
                        hint={PLACE_HINT}
                        dates={shownDates}
                        startsOn={(date) => {
                          const ctx = placement(chosenCredit.id);
                          return ctx ? freeStarts(date, ctx) : [];
                        }}
                        action={PLACE_ACTION}
                        onChoose={(start) => void receive(chosenCredit.id, start)}
                      />
                    ) : null
                  }
                />
              </Box>
              <Box flex="1" minW="0">
                <BookingCalendar
                  calendar={calendar}
                  validRange={validRange}
                  movableBookings={false}
                  extra={extra}
                  onRange={(start, end) => setRange(keepRange(start, end))}
                  onReceive={receive}
                  onMoveNew={moveNew}
                  onChooseSlot={chosenCredit ? (start) => void receive(chosenCredit.id, start) : undefined}
                />
              </Box>
            </Stack>
            {placed.length > 0 ? (
              <HStack>
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  {BOOKING_TEXTS.saveChange}
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  {placed.length} new {placed.length === 1 ? 'lesson' : 'lessons'} on the calendar
                </Text>
              </HStack>
            ) : null}
          </Stack>
        </form>
      )}
    />
  );
}

function BookLearners({ kind, onReload }: { kind: CalendarKind; onReload(): void }) {
  const pending = kind === 'pending';
  const [adi, setAdi] = useState<BookingInstructor | null>(null);
  const [learner, setLearner] = useState<BookingLearner | null>(null);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'flex-end' }} flexWrap="wrap">
        <PickerField
          label="Instructor"
          chosen={adi ? instructorText(adi) : null}
          disabled={loaded}
          buttonLabel="Select Instructor"
          dialogTitle="Select Instructor"
        >
          {(close) => (
            <InstructorTable
              pending={pending}
              onPick={(a) => {
                setAdi(a);
                setLearner(null);
                close();
              }}
            />
          )}
        </PickerField>
        <PickerField
          label="Learner"
          chosen={learner ? `${learnerText(learner)} (credit balance ${learner.credit_balance})` : null}
          disabled={!adi || loaded}
          buttonLabel="Select Learner"
          dialogTitle="Select Learner"
        >
          {(close) =>
            adi ? (
              <LearnerTable
                pending={pending}
                adi={adi.adi_id}
                onPick={(l) => {
                  setLearner(l);
                  close();
                }}
              />
            ) : null
          }
        </PickerField>
        {loaded ? (
          <Button variant="outline" onClick={onReload}>
            {BOOKING_TEXTS.reset}
          </Button>
        ) : (
          <Button colorPalette="teal" disabled={!adi || !learner} onClick={() => setLoaded(true)}>
            {BOOKING_TEXTS.loadCredit}
          </Button>
        )}
      </Stack>
      {loaded && adi && learner ? <LessonPlanner kind={kind} adi={adi} learner={learner} onSaved={onReload} /> : null}
      {loaded && adi && learner && kind === 'book' ? (
        <WeeklySeries adi={adi.adi_id} learner={learner.student_id} onSaved={onReload} />
      ) : null}
    </>
  );
}

function BookingPage({ kind, title }: { kind: CalendarKind; title: string }) {
  // Reset and a successful save start the screen afresh, as the spec's page reload does.
  const [generation, setGeneration] = useState(0);
  return (
    <ScreenLayout wide title={title}>
      <BookLearners key={generation} kind={kind} onReload={() => setGeneration((g) => g + 1)} />
    </ScreenLayout>
  );
}

/**
 * Book Learners (document 2 §2.8): an instructor's learner, their credits dragged onto the
 * calendar, or a weekly series of lessons previewed and placed together (beyond the spec).
 */
export function BookLearnersPage() {
  return <BookingPage kind="book" title="Book Learners" />;
}

/** Book Pending Bookings (document 2 §2.8): learners waiting for a booking, today to 90 days ahead. */
export function BookPendingBookingsPage() {
  return <BookingPage kind="pending" title="Book Pending Bookings" />;
}
