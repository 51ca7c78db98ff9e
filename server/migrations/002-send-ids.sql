-- Each send of a form carries an id made in the browser (src/forms/send-id.ts): stored once, so a
-- send that arrives twice (a retry after a lost answer, two tabs sending what waited offline) is
-- kept once. Rows from before ids have none; a unique index lets many rows have none.
ALTER TABLE topic_suggestions ADD COLUMN IF NOT EXISTS send_id uuid;
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS send_id uuid;
CREATE UNIQUE INDEX IF NOT EXISTS topic_suggestions_send_id ON topic_suggestions (send_id);
CREATE UNIQUE INDEX IF NOT EXISTS contact_messages_send_id ON contact_messages (send_id);
