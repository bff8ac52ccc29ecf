// A code's actions: see the bookings that used it, and disable it (after a question: travellers typing it are told
// it is not valid) or enable it again. A refusal is shown beside the buttons in Persian.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StaffDiscountCode } from '@rahi/shared-contracts/api';
import { ConfirmDialog, Ltr, PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { useState } from 'react';
import { useChangeDiscountCode } from '../api/discount-codes';
import { CodeUsesDialog } from './CodeUsesDialog';

export function CodeActions({ code }: { code: StaffDiscountCode }) {
  const change = useChangeDiscountCode(code.code);
  const [asking, setAsking] = useState(false);
  const [showingUses, setShowingUses] = useState(false);
  const failure = change.error instanceof ApiError ? change.error.errors.join(' ') : null;
  const enable = () => change.mutate({ disabled: false });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Button size="small" onClick={() => setShowingUses(true)}>
        رزروها
      </Button>
      {code.disabled ? (
        <PendingButton size="small" onClick={enable} pending={change.isPending}>
          فعال کردن
        </PendingButton>
      ) : (
        <PendingButton size="small" color="error" onClick={() => setAsking(true)} pending={change.isPending}>
          غیرفعال کردن
        </PendingButton>
      )}
      {failure && (
        <Alert severity="error" sx={{ py: 0 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title="غیرفعال کردن کد تخفیف"
        confirmLabel="غیرفعال کردن"
        confirmColor="error"
        pending={change.isPending}
        onConfirm={() =>
          change.mutateAsync({ disabled: true }).then(
            () => setAsking(false),
            () => {},
          )
        }
        onClose={() => setAsking(false)}
      >
        مسافرانی که از این پس <Ltr>{code.code}</Ltr> را وارد کنند پیام «کد تخفیف معتبر نیست» می‌بینند. رزروهای
        ثبت‌شده تخفیف خود را نگه می‌دارند.
      </ConfirmDialog>
      {showingUses && <CodeUsesDialog code={code.code} onClose={() => setShowingUses(false)} />}
    </Box>
  );
}
