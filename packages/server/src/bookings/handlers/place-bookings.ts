import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { place } from '../place-lessons';

export const placeBookings = handle(bookingActions.placeBookings, (ctx, input) => place(ctx, input, 'book'));
