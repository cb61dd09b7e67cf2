-- Held enquiries (docs/decisions/032-held-enquiries.md): an enquiry that failed a soft spam
-- signal (sent faster than a person reads the form, a form token that does not verify) is kept
-- as held instead of dropped. A held row sends no e-mail and is not in `npm run enquiries -- list`
-- until someone releases it (`release ID`); held rows beyond the cap are dropped, oldest first,
-- and the scheduled run deletes them after a short retention (content/site.yaml facts).
-- held_reason: NULL for an enquiry in the list; for a held one, why ('token too-fast', …).
ALTER TABLE enquiries ADD COLUMN held_reason TEXT;
-- released_at: when a held enquiry was released into the list, ISO 8601 in UTC; NULL otherwise.
ALTER TABLE enquiries ADD COLUMN released_at TEXT;

CREATE INDEX enquiries_held ON enquiries (received_at) WHERE held_reason IS NOT NULL;
