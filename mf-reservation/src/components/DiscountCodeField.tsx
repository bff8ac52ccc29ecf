// The discount code: checked by booking-api (valid, not expired, minimum purchase, the traveller's uses of a
// code limited per traveller) and its amount shown; the refusal's Persian reason stays under the field. Such a
// code needs a login (booking-api answers 401): the field then offers the login beside the reason. An applied
// code says its rule (percent and cap, or fixed amount) from the answer, so a capped amount is not a surprise.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { describeDiscountRule, getEventBus, tomanOf } from '@rahi/shared-contracts';
import type { DiscountCheck } from '@rahi/shared-contracts/api';
import { handleApi } from '@rahi/shared-ui/api';
import { Ltr } from '@rahi/shared-ui/components';
import { TextInput } from '@rahi/shared-ui/form';
import { memo, useState } from 'react';
import { TEXTS } from '../texts';

export type AppliedCode = DiscountCheck;

interface Props {
  reservationId: string;
  applied: AppliedCode | null;
  onChange: (applied: AppliedCode | null) => void;
}

/** Memoised, as the reservation form's other parts are (pages/ReservationForm.tsx says why). */
export const DiscountCodeField = memo(function DiscountCodeField({
  reservationId,
  applied,
  onChange,
}: Props) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const typed = code.trim();
    if (typed === '' || checking) return;
    setChecking(true);
    const result = await handleApi<AppliedCode>({
      endPoint: '/discount-codes/check',
      method: 'POST',
      body: { code: typed, reservationId },
      toast: false,
    });
    setChecking(false);
    setNeedsLogin(!result.ok && result.status === 401);
    if (result.ok) {
      setError(null);
      onChange(result.data);
    } else {
      setError(result.errors[0] ?? TEXTS.loadFailed);
      onChange(null);
    }
  };

  if (applied)
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box role="status">
          <Typography color="success.dark" sx={{ fontWeight: 700 }}>
            {TEXTS.codeApplied.before} <Ltr>{applied.code}</Ltr> {TEXTS.codeApplied.after}:{' '}
            {tomanOf(applied.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="discount-rule">
            {TEXTS.codeRule(describeDiscountRule(applied.rule))}
          </Typography>
        </Box>
        <Button
          size="small"
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          {TEXTS.removeCode}
        </Button>
      </Box>
    );

  const field = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        size="small"
        label={TEXTS.discountLabel}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void check();
          }
        }}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={check} disabled={checking || code.trim() === ''} sx={{ mt: 0.25 }}>
        {TEXTS.applyCode}
      </Button>
    </Box>
  );
  if (!needsLogin) return field;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {field}
      <Button
        size="small"
        variant="text"
        onClick={() => getEventBus().emit({ type: 'auth/login-requested' })}
      >
        {TEXTS.loginForCode}
      </Button>
    </Box>
  );
});
