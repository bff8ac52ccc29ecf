// Draws a body of structured blocks (shared-contracts' contentBlockSchema) with React: headings, paragraphs,
// lists, notes set apart, and links to other pages of the site. Nothing in a block is ever read as HTML.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContentBlock } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
          {block.text}
        </Typography>
      );
    case 'paragraph':
      return <Typography sx={{ mb: 1.5, lineHeight: 2 }}>{block.text}</Typography>;
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} sx={{ ps: 3, pe: 0, my: 1.5, lineHeight: 2 }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      );
    case 'note':
      return (
        <Box
          role="note"
          sx={{
            my: 2,
            p: 2,
            borderInlineStart: 4,
            borderColor: 'secondary.main',
            bgcolor: 'rgba(22, 96, 184, 0.06)',
            borderRadius: 1,
            lineHeight: 2,
          }}
        >
          {block.text}
        </Box>
      );
    case 'links':
      return (
        <Box component="nav" aria-label="پیوندهای مرتبط" sx={{ my: 2 }}>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {block.items.map((item) => (
              <li key={item.href}>
                <Link
                  component={RouterLink}
                  to={item.href}
                  sx={{
                    display: 'inline-block',
                    px: 1.5,
                    py: 0.75,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 4,
                    textDecoration: 'none',
                  }}
                >
                  {item.text}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <Box>
      {blocks.map((block, index) => (
        // Blocks have no ids and never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
