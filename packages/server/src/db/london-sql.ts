import { LONDON_TIME_ZONE } from '@dss/contract';
import { sql } from 'kysely';

/**
 * The school's time zone in SQL, `… AT TIME ZONE ${LONDON}`: written into the statement as a
 * literal, not sent as a parameter, so the statement is the one an expression index was made for.
 * Dates alone have the database's london_date(timestamptz) (migrations/002_school.sql).
 */
export const LONDON = sql.lit(LONDON_TIME_ZONE);
