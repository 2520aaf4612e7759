-- The Audit Log's "of N entries" read from a kept total, as the learner tables' are (031): the
-- trail only grows (every change and event of the school, kept for years), and counting it for
-- each first page took 0.8-8.6 ms over the large school's 94,000 entries, growing with it.
-- Entries are never updated in a way that matters here nor deleted (013, 016), so only inserts
-- count. Each inserting statement appends one change row; the lifecycle job folds them.
CREATE TRIGGER audit_log_kept_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_after_write();

-- Every total recounted from its table (bulk loads run with the triggers off): 031's totals, then
-- the trail's.
ALTER FUNCTION refresh_kept_totals() RENAME TO refresh_kept_list_totals;
CREATE FUNCTION refresh_kept_totals() RETURNS void
LANGUAGE sql AS $$
  SELECT refresh_kept_list_totals();
  INSERT INTO kept_totals (name, count) SELECT 'audit_log', count(*) FROM audit_log;
$$;

INSERT INTO kept_totals (name, count) SELECT 'audit_log', count(*) FROM audit_log;
