// The first thing a keyboard reaches: a jump past the header to the page itself. Hidden until focused.
import Box from '@mui/material/Box';

export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2100,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: '#fff',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      پرش به محتوای اصلی
    </Box>
  );
}
