// One travel tip in the list: its title (the link), summary, category, city and reading time.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { ArticleSummary } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';

export const articlePath = (slug: string) => `/travel-tips/${slug}`;

/** Category, city and reading time, each apart (a middle dot beside a Persian digit reads as a zero). */
export function ArticleFacts({ article }: { article: ArticleSummary }) {
  const facts = [
    article.category.title,
    ...(article.city ? [article.city.name] : []),
    `${toPersianDigits(article.readingMinutes)} دقیقه مطالعه`,
  ];
  return (
    <Typography
      component="span"
      color="text.secondary"
      sx={{ fontSize: 14, display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}
    >
      {facts.map((fact, index) => (
        <span key={fact}>
          {index > 0 && <span aria-hidden="true">| </span>}
          {fact}
        </span>
      ))}
    </Typography>
  );
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, borderRadius: 2, minWidth: 0 }}
    >
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, lineHeight: 1.7 }}>
        <Link component={RouterLink} to={articlePath(article.slug)} underline="hover">
          {article.title}
        </Link>
      </Typography>
      <Typography sx={{ fontSize: 15, lineHeight: 1.9, flexGrow: 1 }}>{article.description}</Typography>
      <Box>
        <ArticleFacts article={article} />
      </Box>
    </Paper>
  );
}
