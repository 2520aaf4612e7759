-- Sign-in limits count failures per (User ID, address) pair and per address, never per User ID
-- alone (docs/decisions.md, "Sign-in limits and headers").
-- A configured proxy may forward any text as the client's address: store it whole.
ALTER TABLE login_failures ALTER COLUMN client_ip TYPE text;
-- '2', '02' and '000000002' are one account: keys are stored without leading zeros.
UPDATE login_failures SET login_key = (login_key::bigint)::text WHERE login_key ~ '^[0-9]{1,18}$';
DROP INDEX login_failures_key_idx;
CREATE INDEX login_failures_pair_idx ON login_failures (client_ip, login_key, failed_at);
