CREATE TABLE "notification_unread_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_unread_counts" ADD CONSTRAINT "notification_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO notification_unread_counts (user_id, count)
  SELECT user_id, count(*) FROM notifications WHERE NOT is_read GROUP BY user_id;--> statement-breakpoint
-- Statement triggers with transition tables: marking 10,000 read is one counter update, not
-- 10,000. Counter rows are touched in user order, so concurrent writers cannot deadlock.
CREATE FUNCTION notification_unread_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread_counts AS c (user_id, count)
    SELECT user_id, count(*) FROM new_rows WHERE NOT is_read GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION notification_unread_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread_counts AS c (user_id, count)
    SELECT n.user_id, sum((NOT n.is_read)::int - (NOT o.is_read)::int)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    GROUP BY n.user_id
    HAVING sum((NOT n.is_read)::int - (NOT o.is_read)::int) <> 0
    ORDER BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION notification_unread_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_unread_counts c SET count = c.count - d.n
  FROM (SELECT user_id, count(*) AS n FROM old_rows WHERE NOT is_read GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notification_unread_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_after_insert();--> statement-breakpoint
CREATE TRIGGER notification_unread_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_after_update();--> statement-breakpoint
CREATE TRIGGER notification_unread_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_after_delete();
