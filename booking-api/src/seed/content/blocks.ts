// Short builders for the seed's content blocks (shared-contracts' contentBlockSchema), so the texts read as text.
import type { ContentBlock } from '@rahi/shared-contracts/api';

export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });
export const note = (text: string): ContentBlock => ({ type: 'note', text });
export const links = (...items: [text: string, href: string][]): ContentBlock => ({
  type: 'links',
  items: items.map(([text, href]) => ({ text, href })),
});
