// The frame of a form page: its heading (the tab's title too), a short line on what the form is for, and a card
// that holds the form or its success state; never wider than the layout on a phone.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { forgetServerContentData } from '../state/server-data';

export interface FormPageProps {
  title: string;
  intro?: string;
  /** Beside the card on a wide screen, under it on a phone (how to reach support, for example). */
  aside?: ReactNode;
  children: ReactNode;
}

export function FormPage({ title, intro, aside, children }: FormPageProps) {
  useEffect(() => {
    document.title = `${title} | راهی`;
  }, [title]);
  // Rendered on the server, the page's data (none, or the questionnaire's questions) is the app's once hydrated.
  useEffect(() => forgetServerContentData(), []);
  return (
    <Box
      component="section"
      aria-labelledby="form-page-title"
      sx={{ maxWidth: aside ? 1080 : 760, mx: 'auto', py: { xs: 2, md: 4 }, minWidth: 0 }}
    >
      <Typography id="form-page-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.9 }}>
          {intro}
        </Typography>
      ) : null}
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: aside ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, minWidth: 0 }}>
          {children}
        </Paper>
        {aside}
      </Box>
    </Box>
  );
}
