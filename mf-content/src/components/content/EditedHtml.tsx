// An article or CMS page written in the back office: the HTML booking-api made from its Markdown and sanitised there
// (booking-api's content-editing/markdown.ts keeps headings, paragraphs, lists, emphasis, quotes, code, tables,
// links and images; no script, style or event attribute). Styled as ContentBlocks draws the seed's articles.
import Box from '@mui/material/Box';

export function EditedHtml({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-html"
      sx={{
        lineHeight: 2,
        '& h2, & h3, & h4': { fontWeight: 700, mt: 3, mb: 1, lineHeight: 1.6 },
        '& h2': { typography: 'h6', fontWeight: 700 },
        '& h3, & h4': { typography: 'subtitle1', fontWeight: 700 },
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { ps: 3, pe: 0, my: 1.5 },
        '& blockquote': {
          my: 2,
          mx: 0,
          p: 2,
          borderInlineStart: 4,
          borderColor: 'secondary.main',
          bgcolor: 'rgba(22, 96, 184, 0.06)',
          borderRadius: 1,
        },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& a': { color: 'secondary.main' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75 },
        '& pre': {
          overflowX: 'auto',
          direction: 'ltr',
          textAlign: 'left',
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by booking-api when it was saved (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
