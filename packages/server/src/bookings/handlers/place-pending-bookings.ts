import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { place } from '../place-lessons';

export const placePendingBookings = handle(bookingActions.placePendingBookings, (ctx, input) => place(ctx, input, 'pending'));
