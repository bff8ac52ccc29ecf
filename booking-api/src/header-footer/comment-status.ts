// Whether comments are open (the header/footer payload's comment.comment_status, the site_content row
// 'header-footer'): closed, booking-api takes no review and asks no traveller for one, as the pages show none.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteContent } from '../db/schema';

const HEADER_FOOTER_KEY = 'header-footer';

/** The toggle; open when the payload is missing or has none (the payload's default). */
export async function commentsOpen(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ status: sql<unknown>`${siteContent.value} -> 'comment' -> 'comment_status'` })
    .from(siteContent)
    .where(eq(siteContent.key, HEADER_FOOTER_KEY));
  return row?.status !== false;
}

/** Sets the toggle in the payload; false when there is no payload to set it in. */
export async function setCommentsOpen(db: Database, open: boolean): Promise<boolean> {
  const updated = await db
    .update(siteContent)
    .set({
      value: sql`jsonb_set(${siteContent.value}, '{comment}', jsonb_build_object('comment_status', ${open}::boolean))`,
      updatedAt: new Date(),
    })
    .where(eq(siteContent.key, HEADER_FOOTER_KEY))
    .returning({ key: siteContent.key });
  return updated.length > 0;
}
