// A form's success state: a clear heading that takes the focus when it appears (so a screen reader and the
// keyboard land on it), what happens next, and the ways on (children: links or buttons).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { createIcon } from '../components/create-icon';

const CheckCircleIcon = createIcon(
  'M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8-1.41-1.42zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
);

export interface FormSuccessProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** @example <FormSuccess title="پیام شما رسید" text="…"><Button href="/">صفحه اصلی</Button></FormSuccess> */
export function FormSuccess({ title, text, children }: FormSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 3, md: 5 }, px: 2 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h1"
        variant="h5"
        sx={{ fontWeight: 700, mt: 1, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 520, mx: 'auto', lineHeight: 1.9 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}
