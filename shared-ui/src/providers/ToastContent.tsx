// How one toast is drawn (notistack's `Components`): MUI's Alert with the variant's icon, right to left from the
// theme. A toast that is not an error is a polite status; an error is an alert, announced at once. A click on
// the toast closes it; its close button shows only while the pointer is over it (or the keyboard is in it).
import Alert, { type AlertColor } from '@mui/material/Alert';
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack';
import { forwardRef } from 'react';

const SEVERITY: Record<CustomContentProps['variant'], AlertColor | undefined> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  default: undefined,
};

export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, hideIconVariant, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const severity = SEVERITY[variant];
  const isError = variant === 'error';
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic
        data-variant={variant}
        variant="filled"
        severity={severity ?? 'info'}
        icon={hideIconVariant || !severity ? false : undefined}
        closeText="بستن اعلان"
        onClose={() => closeSnackbar(id)}
        onClick={() => closeSnackbar(id)}
        sx={{
          width: '100%',
          minWidth: { sm: 288 },
          maxWidth: { sm: 420 },
          cursor: 'pointer',
          boxShadow: 3,
          alignItems: 'center',
          ...(severity ? null : { bgcolor: 'grey.800', color: 'common.white' }),
          '& .MuiAlert-action': { opacity: 0, transition: 'opacity 150ms' },
          '&:hover .MuiAlert-action, &:focus-within .MuiAlert-action': { opacity: 1 },
        }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
