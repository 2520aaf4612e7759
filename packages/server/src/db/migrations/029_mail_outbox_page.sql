-- The E-mail Outbox page (docs/decisions/outbox-page.md): every mail newest first, filtered by
-- status and searched by recipient or subject, a page at a time. Newest first walks the primary
-- key backwards; the Waiting filter reads 026's due index (only mails still to send are in it).
-- Given-up mails are few among many sent ones: their own index, so the Failed filter does not walk
-- past every sent mail to fill a page.
CREATE INDEX mail_outbox_failed_ix ON mail_outbox (id) WHERE failed_at IS NOT NULL;
-- The search: every typed word LIKE '%word%' in exactly this expression (admin/outbox-handlers.ts),
-- as the learner tables' search (010); pg_trgm is loaded by 010 on PostgreSQL and by the server on PGlite.
CREATE INDEX mail_outbox_search_trgm ON mail_outbox USING gin (lower(recipient || ' ' || subject) gin_trgm_ops);
