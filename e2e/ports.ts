/** The servers the end-to-end suites run against. */
export const PORT = 8181;
/** A server whose remote map points the learners app at an address with nothing deployed. */
export const BROKEN_REMOTE_PORT = 8182;
/** A server on an empty database (DEMO=0): licence activation is the way in. */
export const EMPTY_DATABASE_PORT = 8183;
/** A server that sends its mail to an SMTP listener the learner journey runs on SMTP_PORT. */
export const MAIL_PORT = 8184;
export const SMTP_PORT = 8185;
