import type { InstructorCalendar } from '@dss/contract';

/** Tests' week of 23/11/2026 for instructor A4: one live lesson on Monday 09:00, default hours, the school closed on Friday. */
export const WEEK_CALENDAR: InstructorCalendar = {
  adi_id: 4,
  today: '2026-11-22',
  start: '2026-11-23',
  end: '2026-11-30',
  bookings: [
    {
      id: 'B5',
      booking_id: 5,
      title: 'L9 Amy Archer',
      start: '2026-11-23T09:00:00',
      end: '2026-11-23T10:00:00',
      color: '#337ab7',
      editable: true,
      durationEditable: false,
      overlap: false,
      stu_id: 9,
      stu_title: 'Miss',
      stu_fname: 'Amy',
      stu_lname: 'Archer',
      lesson_starts: '2026-11-23T09:00:00Z',
      lesson_end: '2026-11-23T10:00:00Z',
      booking_lesson_type: 2,
      booking_state: 1,
      addr_line: '',
      addr_pc: '',
      drop_line: '',
      drop_pc: '',
      series_id: null,
    },
  ],
  timeAway: [],
  businessHours: [{ daysOfWeek: [1, 2, 3, 4, 5], startTime: '07:30', endTime: '20:00' }],
  defaultHours: true,
  closedDays: [{ date: '2026-11-27', name: 'Staff training day', kind: 'school' }],
};
