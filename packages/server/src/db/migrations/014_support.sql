-- Live support (issue 19): one conversation per member (or per guest message), its messages kept
-- here so that any server instance can serve them. A member's read mark and the operators' read
-- mark are message ids: unread counts are the other side's messages after the mark.
CREATE TABLE support_conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- NULL for a guest's left message (who to answer is in guest_name / guest_email).
  member_id integer REFERENCES members (id),
  channel text NOT NULL CHECK (channel IN ('live', 'vip')),
  guest_name text,
  guest_email text,
  member_read_id bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK ((member_id IS NULL) = (guest_email IS NOT NULL))
);
CREATE UNIQUE INDEX support_conversations_member ON support_conversations (merchant_code, member_id)
  WHERE member_id IS NOT NULL;
CREATE INDEX support_conversations_recent ON support_conversations (merchant_code, updated_at DESC);

CREATE TABLE support_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES support_conversations (id),
  author text NOT NULL CHECK (author IN ('member', 'operator', 'guest')),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  -- The sender's own id of the message: a message sent again after a reconnect is stored once.
  client_id text,
  created_at bigint NOT NULL,
  UNIQUE (conversation_id, client_id)
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);
