// The frame of every public form: a labelled form element (no browser validation: the schema's messages show
// beside each field), the fields, why the last send failed (kept values, a 409 said as information), the submit
// button, and reCAPTCHA's notice when the bot check runs. Enter in a field submits; every control is reachable
// by Tab. Rendered on the server, the form cannot be sent until its page has hydrated (the browser would put the
// fields in the address), and what was typed meanwhile is taken into its values (adopt-typed-values.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { PendingButton } from '../components/PendingButton';
import { useHydrated } from '../server-data/use-hydrated';
import { CaptchaNotice } from './CaptchaNotice';
import type { PublicFormState } from './use-public-form';

export interface PublicFormProps {
  form: PublicFormState;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  children: ReactNode;
}

/** The server's messages, and (but for a conflict, which sending again cannot change) that the values are kept. */
const failureText = ({ status, errors }: NonNullable<PublicFormState['failure']>) =>
  status === 409 ? errors.join(' ') : `${errors.join(' ')} ${FORM_MESSAGES.sendFailed}`.trim();

export function PublicForm({ form, label, submitLabel, children }: PublicFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { adoptTypedValues } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form becomes the app's
  useEffect(() => adoptTypedValues(element.current), []);
  return (
    <Box
      component="form"
      ref={element}
      aria-label={label}
      noValidate
      onSubmit={form.submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        '& > .wide': { gridColumn: { sm: '1 / -1' } },
      }}
    >
      {children}
      {form.failure ? (
        <Alert className="wide" severity={form.failure.status === 409 ? 'info' : 'error'} role="alert">
          {failureText(form.failure)}
        </Alert>
      ) : null}
      <Box className="wide" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          disabled={!hydrated}
          pending={form.sending}
        >
          {form.sending ? 'در حال ارسال…' : submitLabel}
        </PendingButton>
        <CaptchaNotice />
      </Box>
    </Box>
  );
}
