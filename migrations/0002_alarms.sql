-- What the scheduled run last told the on-call address about a watched thing (today only the
-- redirect map: worker/map-health.ts), so that it e-mails once when the health turns bad and
-- once when it recovers, not on every run. Kept in D1 because KV failing is one of the states.
CREATE TABLE alarms (
  name TEXT PRIMARY KEY,
  -- 'ok', 'empty', 'unreadable' or 'corrupt'.
  health TEXT NOT NULL,
  -- When it last changed, ISO 8601 in UTC.
  changed_at TEXT NOT NULL
);
