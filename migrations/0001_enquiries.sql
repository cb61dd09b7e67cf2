-- Enquiries sent through the contact form (docs/decisions/017-enquiries.md).
-- No IP address or user agent is stored. Rows older than the retention period are deleted by
-- the Worker's scheduled run.
CREATE TABLE enquiries (
  -- A random UUID; an enquiry kept in the KV fallback store has the same id there.
  id TEXT PRIMARY KEY,
  -- Server time of receipt, ISO 8601 in UTC.
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'de')),
  -- The page the form was sent from.
  page TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  timeline TEXT NOT NULL DEFAULT '',
  -- 'form' when written on receipt, 'fallback' when moved from the KV fallback store later.
  stored_via TEXT NOT NULL DEFAULT 'form' CHECK (stored_via IN ('form', 'fallback')),
  -- When the team's notification went out; NULL until it has, retried by the scheduled run.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);

CREATE INDEX enquiries_received_at ON enquiries (received_at);
CREATE INDEX enquiries_unnotified ON enquiries (received_at) WHERE notified_at IS NULL;
