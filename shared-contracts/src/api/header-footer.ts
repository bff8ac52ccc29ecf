// GET /header-footer-contents: the links and settings of the shared header and footer, and the comment
// toggle (product §3); kept in the headerFooter cookie for 36000 s.
import * as z from 'zod';
import { linkSchema } from './common';

export const headerFooterSchema = z.object({
  header: z.object({
    settings: z.record(z.string(), z.unknown()),
    links: z.array(linkSchema),
  }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
    about: z.string(),
    phone: z.string(),
  }),
  comment: z.object({ comment_status: z.boolean() }),
});
export type HeaderFooter = z.infer<typeof headerFooterSchema>;
