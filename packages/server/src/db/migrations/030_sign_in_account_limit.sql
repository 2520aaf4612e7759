-- Failed sign-ins are also limited per account, over every address that has failed on it
-- (docs/decisions/failed-sign-ins.md).

-- The account's failures over every address, newest first.
CREATE INDEX login_failures_account_idx ON login_failures (login_key, failed_at);

-- Addresses each account has signed in from: a failure there does not put the address under the
-- account's limit, so the owner's own typing error never shares the limit with a guesser.
-- Not audited (audit-coverage.test.ts): sign-ins are audit events already.
CREATE TABLE sign_in_addresses (
  login_key text NOT NULL,
  client_ip text NOT NULL,
  signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login_key, client_ip)
);
