import { useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventDropArg, EventInput } from '@fullcalendar/core';
import type { EventReceiveArg } from '@fullcalendar/interaction';
import {
  BOOKING_LEGEND,
  CALENDAR_SETTINGS,
  CLOSED_DAY_LEGEND,
  addDays,
  closedDayTitle,
  lessonTextColour,
  londonReading,
  type InstructorCalendar,
} from '@dss/contract';
import { Box, HStack, Text } from '@dss/ui';
import { useNarrowScreen } from './narrow-screen';
import { calmScrollGrid } from './scroll-grid-roles';
import { wallClockOf } from './wall-clock';

/** A lesson of this save not yet on the server: a new booking (credit id) or a moved one. */
export interface PendingLesson {
  /** the FullCalendar event id: 'N{credit}' for new lessons */
  id: string;
  title: string;
  start: string;
}

/** Times as the office writes them, '09:00' (en-GB's own list times drop the leading zero). */
const TWENTY_FOUR_HOUR = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export const NEW_LESSON_COLOUR = '#285E61';
/**
 * As tall as the window leaves room for, at least 640 px: on a large screen the office sees the
 * working day without the calendar's own scroll bar; on a laptop it stays at 640.
 */
const DESKTOP_HEIGHT = 'max(640px, calc(100vh - 160px))';
const PHONE_HEIGHT = 640;
const TIME_AWAY_COLOUR = '#A0AEC0';
const CLOSED_DAY_COLOUR = '#D69E2E';

export interface BookingCalendarProps {
  calendar: InstructorCalendar | undefined;
  validRange: { start: string; end: string };
  /** the date whose week is shown first ('YYYY-MM-DD'); today's by default */
  initialDate?: string;
  /** the diary drags the server's movable bookings; the booking screens do not */
  movableBookings: boolean;
  /** new lessons of this save (booking screens) */
  extra?: readonly PendingLesson[];
  /** moved bookings of this save, by booking id (the diary) */
  moved?: Readonly<Record<number, string>>;
  onRange(start: Date, end: Date): void;
  /** A credit dropped from the list: its credit id and London start; false refuses it. */
  onReceive?(credit: number, start: string): boolean;
  /** A new lesson moved on the calendar. */
  onMoveNew?(id: string, start: string): boolean;
  /** A booking moved in the diary; false puts it back. */
  onMoveBooking?(bookingId: number, start: string): boolean;
  /** A booking clicked, or chosen with Enter (the diary opens the lesson). */
  onOpenBooking?(bookingId: number): void;
  /** A slot tapped or clicked (the London start of its quarter hour): places the chosen credit. */
  onChooseSlot?(start: string): void;
}

/**
 * The week calendar of Book Learners, Book Pending Bookings and the diary (document 2 §2.8, §9):
 * FullCalendar's time grid, 15-minute slots, Monday first, en-GB, scrolled to 08:00, one-hour
 * lessons that are never resized, the instructor's business hours, time away and the days the school is
 * closed (bank holidays, its own closed days) shown and not bookable. On a phone or a tablet it
 * opens on one day, and a list of the week's lessons is one button away (docs/decisions/phone-diary.md).
 * Every drop reaches the page's callbacks, which refuse it with the reason (lessonRefusal):
 * FullCalendar's own constraints (eventConstraint, eventOverlap) would put the lesson back silently.
 */
export function BookingCalendar({
  calendar,
  validRange,
  initialDate,
  movableBookings,
  extra = [],
  moved = {},
  onRange,
  onReceive,
  onMoveNew,
  onMoveBooking,
  onOpenBooking,
  onChooseSlot,
}: BookingCalendarProps) {
  const narrow = useNarrowScreen();
  const calendarRef = useRef<FullCalendar>(null);
  // a phone turned, or a window narrowed, changes the view from then on
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    const wanted = narrow ? 'timeGridDay' : 'timeGridWeek';
    if (api && api.view.type !== 'listWeek' && api.view.type !== wanted) api.changeView(wanted);
  }, [narrow]);

  const events = useMemo<EventInput[]>(() => {
    if (!calendar) return [];
    const bookings: EventInput[] = calendar.bookings.map((b) => {
      const start = moved[b.booking_id];
      const end = start
        ? wallClockOf(new Date(Date.parse(`${start.slice(0, 10)}T${start.slice(11, 16)}:00Z`) + 3_600_000))
        : b.end;
      return {
        id: b.id,
        title: b.title,
        start: start ? start.replace(' ', 'T') : b.start,
        end: end.replace(' ', 'T'),
        color: b.color,
        textColor: lessonTextColour(b.color),
        editable: movableBookings && b.editable,
        durationEditable: false,
        extendedProps: { bookingId: b.booking_id },
      };
    });
    const away: EventInput[] = calendar.timeAway.map((t) => ({
      id: t.id,
      title: t.title,
      start: t.start,
      end: t.end,
      display: 'background',
      color: TIME_AWAY_COLOUR,
      extendedProps: { away: true },
    }));
    // Whole days drawn across the time grid, which has no all-day row; named by the holiday or the reason.
    const closed: EventInput[] = calendar.closedDays.map((d) => ({
      id: `C${d.kind}${d.date}`,
      title: closedDayTitle(d),
      start: `${d.date}T00:00:00`,
      end: `${addDays(d.date, 1)}T00:00:00`,
      display: 'background',
      color: CLOSED_DAY_COLOUR,
      extendedProps: { closed: true },
    }));
    const added: EventInput[] = extra.map((p) => ({
      id: p.id,
      title: p.title,
      start: p.start.replace(' ', 'T'),
      color: NEW_LESSON_COLOUR,
      editable: true,
      durationEditable: false,
      extendedProps: { newLesson: true },
    }));
    return [...bookings, ...away, ...closed, ...added];
  }, [calendar, extra, moved, movableBookings]);

  const box = useRef<HTMLDivElement>(null);
  // FullCalendar's toolbar icons are role="img" inside labelled buttons: hidden from assistive
  // technology whenever FullCalendar renders them anew, and its grid's roles set straight.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const patch = () => {
      root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
      root
        .querySelectorAll('.fc-scroller-liquid-absolute:not([tabindex])')
        .forEach((scroller) => scroller.setAttribute('tabindex', '0'));
      calmScrollGrid(root);
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const receive = (info: EventReceiveArg) => {
    const credit = Number(info.event.extendedProps.creditId);
    const start = info.event.start;
    info.event.remove();
    if (start && onReceive) onReceive(credit, wallClockOf(start));
  };

  const drop = (info: EventDropArg) => {
    const start = info.event.start;
    if (!start) return info.revert();
    const ok = info.event.extendedProps.newLesson
      ? (onMoveNew?.(info.event.id, wallClockOf(start)) ?? false)
      : (onMoveBooking?.(Number(info.event.extendedProps.bookingId), wallClockOf(start)) ?? false);
    if (!ok) info.revert();
  };

  return (
    <Box
      className="dss-calendar"
      fontSize="sm"
      ref={box}
      css={{
        '& .fc-header-toolbar': { flexWrap: 'wrap', gap: '2' },
        '& .fc-toolbar-title': { fontSize: { base: 'md', md: 'xl' } },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={[timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={narrow ? 'timeGridDay' : 'timeGridWeek'}
        initialDate={initialDate}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridWeek,timeGridDay,listWeek' }}
        buttonText={{ today: 'Today', week: 'Week', day: 'Day', list: 'List' }}
        noEventsText="No lessons."
        eventTimeFormat={TWENTY_FOUR_HOUR}
        // lessons at the same time side by side, none covering another's tap target
        slotEventOverlap={false}
        timeZone="UTC"
        now={londonReading()}
        locale={CALENDAR_SETTINGS.locale}
        firstDay={CALENDAR_SETTINGS.firstDay}
        slotDuration={CALENDAR_SETTINGS.slotDuration}
        defaultTimedEventDuration={CALENDAR_SETTINGS.defaultTimedEventDuration}
        scrollTime={CALENDAR_SETTINGS.scrollTime}
        forceEventDuration
        allDaySlot={false}
        nowIndicator
        height={narrow ? PHONE_HEIGHT : DESKTOP_HEIGHT}
        validRange={validRange}
        businessHours={calendar?.businessHours ?? false}
        eventDurationEditable={false}
        editable={false}
        droppable
        events={events}
        datesSet={(info) => onRange(info.start, info.end)}
        eventReceive={receive}
        eventDrop={drop}
        eventInteractive={Boolean(onOpenBooking)}
        dateClick={onChooseSlot ? (info) => onChooseSlot(wallClockOf(info.date)) : undefined}
        eventClick={(info) => {
          const bookingId = info.event.extendedProps.bookingId;
          if (bookingId !== undefined && onOpenBooking) onOpenBooking(Number(bookingId));
        }}
      />
    </Box>
  );
}

/** The colour legend of document 2 §4, in the spec's order, then time away and the days the school is closed. */
export function BookingLegend() {
  return (
    <HStack gap="4" flexWrap="wrap" aria-label="Legend" role="list">
      {BOOKING_LEGEND.map((l) => (
        <HStack key={l.label} gap="1.5" role="listitem">
          <Box w="3.5" h="3.5" borderRadius="sm" bg={l.colour} aria-hidden />
          <Text fontSize="sm">{l.label}</Text>
        </HStack>
      ))}
      <HStack gap="1.5" role="listitem">
        <Box w="3.5" h="3.5" borderRadius="sm" bg={TIME_AWAY_COLOUR} aria-hidden />
        <Text fontSize="sm">Time away</Text>
      </HStack>
      <HStack gap="1.5" role="listitem">
        <Box w="3.5" h="3.5" borderRadius="sm" bg={CLOSED_DAY_COLOUR} aria-hidden />
        <Text fontSize="sm">{CLOSED_DAY_LEGEND}</Text>
      </HStack>
    </HStack>
  );
}
