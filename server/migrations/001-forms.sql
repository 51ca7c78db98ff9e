-- The two forms of the site (docs/product.md §3: topic suggestion, contact message).
CREATE TABLE IF NOT EXISTS topic_suggestions (
  id bigserial PRIMARY KEY,
  name text,
  age_group text NOT NULL CHECK (age_group IN ('8-10', '11-14', 'teacher', 'parent')),
  topic_suggestion text NOT NULL,
  agree_to_share boolean NOT NULL CHECK (agree_to_share),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS topic_suggestions_created_at ON topic_suggestions (created_at);
CREATE INDEX IF NOT EXISTS contact_messages_created_at ON contact_messages (created_at);
