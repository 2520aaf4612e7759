export { runLifecycle, LIFECYCLE_LOCK, type LifecycleResult } from './job';
export { recordLearnerPayment, placeBookings, moveBookings, cancelBooking, LifecycleRuleError, type NewBooking } from './credits';
