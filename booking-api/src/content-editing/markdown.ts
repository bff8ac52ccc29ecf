// An editor's Markdown as the HTML the site shows. markdown-it reads it (raw HTML allowed, so a tag typed in the
// text is handled here, not shown as code), then sanitize-html keeps only the tags and attributes of an article:
// headings, paragraphs, lists, emphasis, quotes, code, tables, links and images. Scripts and styles go with their
// content, every event attribute (onerror, onclick…) and style goes, and a link or image keeps its address only
// when it is http(s), mailto or relative: no javascript: or data: address survives. Run once, when an article or
// page is saved (docs/adr/0031-edited-content-is-sanitised-html-made-when-saved.md).
import type { ContentBlock } from '@rahi/shared-contracts/api';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading of the text is a section of the page, whose title is its only h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener nofollow', target: '_blank' }
        : attribs,
    }),
  },
};
SANITIZE.allowedAttributes = {
  ...(SANITIZE.allowedAttributes as object),
  a: ['href', 'title', 'rel', 'target'],
};

/** The sanitised HTML of `text`. */
export function markdownToHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), SANITIZE).trim();
}

/** The text alone (no tags), for a summary and the reading time. */
export function markdownToText(text: string): string {
  return sanitizeHtml(markdown.render(text), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A seed article's or page's blocks as Markdown, so an editor starts from its text. */
export function blocksToMarkdown(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `## ${block.text}`;
        case 'paragraph':
          return block.text;
        case 'note':
          return `> ${block.text}`;
        case 'list':
          return block.items
            .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${item}`)
            .join('\n');
        case 'links':
          return block.items.map((item) => `- [${item.text}](${item.href})`).join('\n');
        default: {
          const unknown: never = block;
          return String(unknown);
        }
      }
    })
    .join('\n\n');
}

/** The lead of an article or page without one: the text's first sentences, at most 300 letters. */
export const leadOf = (markdown: string) => {
  const text = markdownToText(markdown);
  return text.length <= 300 ? text : `${text.slice(0, 297).replace(/\s+\S*$/, '')}…`;
};
