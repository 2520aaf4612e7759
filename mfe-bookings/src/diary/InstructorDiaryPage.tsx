import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  calendarValidRange,
  diaryTargetOf,
  type BookingInstructor,
  type DiaryTarget,
  type DiaryBooking,
  londonToday,
} from '@dss/contract';
import { Box, Button, HStack, ScreenLayout, Stack, Text, useAlerts } from '@dss/ui';
import { bookingsApi, diaryApi } from '../api/bookings-api';
import { BookingCalendar, BookingLegend } from '../calendar/BookingCalendar';
import { datesBetween, freeStarts } from '../calendar/free-starts';
import { keepRange, lessonEnd, lessonRefusal, type CalendarRange, type PlacementContext } from '../calendar/wall-clock';
import { InstructorTable, instructorText } from '../book/pickers';
import { refusalWords } from '../shared/refusal-words';
import { PickerField } from '../shared/PickerField';
import { LessonDialog, type MoveChoices } from './LessonDialog';

/** The diary's bookings as they stand with this save's moves applied. */
function withMoves(bookings: readonly DiaryBooking[], moved: Readonly<Record<number, string>>): DiaryBooking[] {
  return bookings.map((b) => {
    const start = moved[b.booking_id];
    return start ? { ...b, start: start.replace(' ', 'T'), end: lessonEnd(start).replace(' ', 'T') } : b;
  });
}

/** An instructor's diary; opened from a link to a lesson, at that lesson's week with the lesson open. */
function Diary({ adi, target }: { adi: BookingInstructor; target: DiaryTarget | null }) {
  const alerts = useAlerts();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [moved, setMoved] = useState<Record<number, string>>({});
  const [opened, setOpened] = useState<number | null>(target?.booking ?? null);
  const args = { id: adi.adi_id, start: range?.start ?? '', end: range?.end ?? '' };
  const { data: calendar, refetch } = bookingsApi.useBookingsCalendarQuery(args, { skip: !range });
  const [saveDiary, { isLoading: saving }] = diaryApi.useBookingsSaveDiaryMutation();
  const today = calendar?.today ?? londonToday();
  const validRange = useMemo(() => calendarValidRange('diary', today), [today]);
  const count = Object.keys(moved).length;

  /** What a moved lesson must keep clear of: the diary as it stands with this save's moves. */
  const placement = (): PlacementContext | null =>
    calendar
      ? {
          instructor: adi,
          businessHours: calendar.businessHours,
          validRange,
          bookings: withMoves(calendar.bookings, moved),
          timeAway: calendar.timeAway,
          closedDays: calendar.closedDays,
          others: [],
        }
      : null;

  const move = (bookingId: number, start: string) => {
    const ctx = placement();
    if (!calendar || !ctx) return false;
    const original = calendar.bookings.find((b) => b.booking_id === bookingId);
    const refusal = lessonRefusal(start, ctx, bookingId);
    if (refusal) {
      void alerts.error(BOOKING_REFUSALS.notThere, refusal);
      return false;
    }
    setMoved((m) => {
      const next = { ...m };
      // a lesson put back at its own time is not a move
      if (original && original.start.slice(0, 16) === start.replace(' ', 'T').slice(0, 16)) delete next[bookingId];
      else next[bookingId] = start;
      return next;
    });
    return true;
  };

  const openedBooking = calendar?.bookings.find((b) => b.booking_id === opened) ?? null;
  const moveChoices: MoveChoices | undefined =
    openedBooking?.editable && range
      ? {
          dates: datesBetween(range.start, range.end),
          startsOn: (date) => {
            const ctx = placement();
            return ctx ? freeStarts(date, ctx, openedBooking.booking_id) : [];
          },
          onChoose: (start) => {
            if (move(openedBooking.booking_id, start)) setOpened(null);
          },
        }
      : undefined;

  const save = async () => {
    const changes = moved;
    // A background save: the endpoint shows the lessons where they were dropped, and puts them back if refused.
    setMoved({});
    const answer = await saveDiary({
      adi: adi.adi_id,
      bookings: Object.entries(changes).map(([id, start]) => ({
        id: Number(id),
        start,
        end: lessonEnd(start),
        durationEditable: false as const,
      })),
    });
    if (answer.error === undefined) {
      void alerts.success(BOOKING_TEXTS.diaryUpdated);
      return;
    }
    setMoved(changes);
    const words = refusalWords(BOOKING_TEXTS.diaryFailed, answer.error);
    void alerts.error(words.title, words.text);
  };

  return (
    <Stack gap="4">
      <HStack gap="3" flexWrap="wrap">
        <Button
          variant="outline"
          onClick={() => {
            setMoved({});
            if (range) void refetch();
          }}
        >
          Refresh
        </Button>
        {count > 0 ? (
          <>
            <Button colorPalette="teal" onClick={() => void save()} loading={saving}>
              {BOOKING_TEXTS.saveChange}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {count} {count === 1 ? 'lesson' : 'lessons'} moved
            </Text>
          </>
        ) : null}
      </HStack>
      <BookingLegend />
      <Box>
        <BookingCalendar
          calendar={calendar}
          validRange={validRange}
          initialDate={target?.date}
          movableBookings
          moved={moved}
          onRange={(start, end) => setRange(keepRange(start, end))}
          onMoveBooking={move}
          onOpenBooking={setOpened}
        />
      </Box>
      <LessonDialog
        key={opened ?? 'none'}
        booking={openedBooking}
        now={new Date()}
        onClose={() => setOpened(null)}
        move={moveChoices}
      />
    </Stack>
  );
}

/**
 * View Instructor Diary (document 2 §2.8): drag an instructor's lessons to new times and save.
 * An address naming a lesson (diaryLink) loads its instructor's diary at once.
 */
export function InstructorDiaryPage() {
  const [params] = useSearchParams();
  const target = useMemo(() => diaryTargetOf(params), [params]);
  const [chosen, setAdi] = useState<BookingInstructor | null>(null);
  const [chosenLoaded, setLoaded] = useState<BookingInstructor | null>(null);
  const { data: found } = bookingsApi.useBookingsInstructorsQuery({ search: `A${target?.adi}` }, { skip: !target });
  // The linked instructor until the clerk picks and loads another.
  const linked = found?.rows.find((r) => r.adi_id === target?.adi) ?? null;
  const adi = chosen ?? linked;
  const loaded = chosenLoaded ?? linked;
  return (
    <ScreenLayout wide title="View Instructor Diary">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'flex-end' }}>
        <PickerField
          label="Instructor"
          chosen={adi ? instructorText(adi) : null}
          buttonLabel="Select Instructor"
          dialogTitle="Select Instructor"
        >
          {(close) => (
            <InstructorTable
              pending={false}
              onPick={(a) => {
                setAdi(a);
                close();
              }}
            />
          )}
        </PickerField>
        <Button colorPalette="teal" disabled={!adi} onClick={() => setLoaded(adi)}>
          {BOOKING_TEXTS.loadDiary}
        </Button>
      </Stack>
      {loaded ? <Diary key={loaded.adi_id} adi={loaded} target={target?.adi === loaded.adi_id ? target : null} /> : null}
    </ScreenLayout>
  );
}
