-- The enquiry form's optional budget band and link to sketches or documents (policy/enquiry.ts
-- BUDGETS and isHttpsLink). Rows from before have neither: both are '' there.
-- budget: one of the fixed keys ('under-50k', '50k-150k', '150k-500k', 'over-500k') or ''.
ALTER TABLE enquiries ADD COLUMN budget TEXT NOT NULL DEFAULT '';
-- link: an https address of at most 2,048 characters, as typed; shown as text, never as a link.
ALTER TABLE enquiries ADD COLUMN link TEXT NOT NULL DEFAULT '';
