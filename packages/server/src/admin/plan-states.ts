/** A plan's state (franchise_plans.state, lesson_plans.status): offered, or removed from offer. */
export const ACTIVE = 1;
export const REMOVED = 0;
