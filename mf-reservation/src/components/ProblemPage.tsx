// A page that cannot go on (a missing or expired draft, a booking not found): what happened in Persian and
// a way back, never a blank page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  title: string;
  messages: string[];
  action: { label: string; to: string };
  children?: ReactNode;
}

export function ProblemPage({ title, messages, action, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {messages.map((message) => (
          <Alert key={message} severity="warning">
            {message}
          </Alert>
        ))}
      </Box>
      {children}
      <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 3 }}>
        {action.label}
      </Button>
    </Paper>
  );
}
