import { z } from 'zod';
import { isCleanLine } from '../validation/clean-text';
import { idField, jsonText, upperCased } from '../validation/fields';
import { jsonId } from '../validation/json-id';
import { CALENDAR_SAVE_MAX, wallClockField } from './calendar';
import { BOOKING_MESSAGES } from './texts';

const addressLine = (max: number, message: string) =>
  z.string().trim().max(max, message).refine(isCleanLine, message).optional().default('');

/** Pickup or drop-off address: first line (counter 50) and postcode (counter 8), both optional. */
export function addressField(message: string) {
  return jsonText(
    z.object(
      {
        line1: addressLine(50, BOOKING_MESSAGES.pickupLine),
        pc: addressLine(8, BOOKING_MESSAGES.pickupPostcode).pipe(upperCased(8, BOOKING_MESSAGES.pickupPostcode)),
      },
      { error: message },
    ),
    message,
  ).optional();
}

/** One new lesson from Book Learners: the credit it uses and its London start. */
const newBooking = z.object({
  id: jsonId(BOOKING_MESSAGES.bookingsInvalid),
  start: wallClockField(BOOKING_MESSAGES.bookingsInvalid),
  bookingType: z.literal('newbooking', { error: BOOKING_MESSAGES.bookingsInvalid }).optional(),
  durationEditable: z.literal(false, { error: BOOKING_MESSAGES.bookingsInvalid }).optional(),
});

/** One moved lesson from the diary: the booking and its new London start (and end). */
const movedBooking = z.object({
  id: jsonId(BOOKING_MESSAGES.bookingsInvalid),
  start: wallClockField(BOOKING_MESSAGES.bookingsInvalid),
  end: wallClockField(BOOKING_MESSAGES.bookingsInvalid).optional(),
  durationEditable: z.literal(false, { error: BOOKING_MESSAGES.bookingsInvalid }).optional(),
});

const lessonList = <T extends z.ZodTypeAny>(item: T) =>
  jsonText(
    z
      .array(item, { error: BOOKING_MESSAGES.bookingsInvalid })
      .min(1, BOOKING_MESSAGES.bookings)
      .max(CALENDAR_SAVE_MAX, BOOKING_MESSAGES.tooMany),
    BOOKING_MESSAGES.bookingsInvalid,
  );

/** Save new bookings (document 2 §7.4). */
export const placeBookingsRequest = z.object({
  bookings: lessonList(newBooking),
  adi: idField(BOOKING_MESSAGES.instructor),
  learner: idField(BOOKING_MESSAGES.learner),
  pickup: addressField(BOOKING_MESSAGES.pickup),
  dropoff: addressField(BOOKING_MESSAGES.dropoff),
});

/** Save diary changes (document 2 §7.4). */
export const saveDiaryRequest = z.object({
  bookings: lessonList(movedBooking),
  adi: idField(BOOKING_MESSAGES.instructor),
});

export type NewBookingItem = z.input<typeof newBooking>;
export type MovedBookingItem = z.input<typeof movedBooking>;
