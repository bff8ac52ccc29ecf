// Wallet credit and loyalty points, for a logged-in traveller only; a visitor is asked to log in for them. The boxes
// have ids so that one ticked before the page hydrates is ticked again after (shell/public/paint-first.js).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { getEventBus, hasSession, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import { useAuth } from '@rahi/shared-ui/bus';
import { useApiQuery } from '@rahi/shared-ui/query';
import { TEXTS } from '../texts';

export interface WalletChoice {
  useCredit: boolean;
  usePoints: boolean;
}

export interface WalletBalances {
  credit: number;
  points: number;
}

/** The traveller's credit (from the bus) and points (from the wallet ledger); zero for a visitor. */
export function useWalletBalances(): WalletBalances & { loggedIn: boolean } {
  const auth = useAuth();
  const loggedIn = hasSession(auth);
  const wallet = useApiQuery<{ balance: number; points: number }>(
    loggedIn ? '/wallet/transactions?page=1' : null,
  );
  return {
    loggedIn,
    credit: loggedIn ? (wallet.data?.balance ?? auth.credit) : 0,
    points: loggedIn ? (wallet.data?.points ?? 0) : 0,
  };
}

export function WalletOptions({
  balances,
  choice,
  onChange,
}: {
  balances: WalletBalances & { loggedIn: boolean };
  choice: WalletChoice;
  onChange: (choice: WalletChoice) => void;
}) {
  if (!balances.loggedIn)
    return (
      <Typography variant="body2" color="text.secondary">
        {TEXTS.loginForWallet}{' '}
        <Button size="small" onClick={() => getEventBus().emit({ type: 'auth/login-requested' })}>
          {TEXTS.login}
        </Button>
      </Typography>
    );
  return (
    <FormGroup>
      <FormControlLabel
        disabled={balances.credit <= 0}
        control={
          <Checkbox
            id="use-credit"
            checked={choice.useCredit}
            onChange={(event) => onChange({ ...choice, useCredit: event.target.checked })}
          />
        }
        label={TEXTS.creditOption(tomanOf(balances.credit))}
      />
      <FormControlLabel
        disabled={balances.points <= 0}
        control={
          <Checkbox
            id="use-points"
            checked={choice.usePoints}
            onChange={(event) => onChange({ ...choice, usePoints: event.target.checked })}
          />
        }
        label={TEXTS.pointsOption(toPersianDigits(balances.points))}
      />
    </FormGroup>
  );
}
