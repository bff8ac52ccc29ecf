// /backoffice/discount-codes (admin): every code with its uses, a new code, and each code's bookings, disabling
// and enabling.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { LoadState } from '@rahi/shared-ui/components';
import { useState } from 'react';
import { PageHeading } from '../components/PageHeading';
import { useCreateDiscountCode, useDiscountCodes } from './api/discount-codes';
import { CodeFormDialog } from './components/CodeFormDialog';
import { CodesTable } from './components/CodesTable';

export default function DiscountCodesPage() {
  const codes = useDiscountCodes();
  const create = useCreateDiscountCode();
  const [creating, setCreating] = useState(false);
  const close = () => {
    setCreating(false);
    create.reset();
  };
  const data = codes.data;
  return (
    <>
      <PageHeading title="کدهای تخفیف">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.length)} کد
          </Typography>
        )}
        <Button variant="contained" onClick={() => setCreating(true)}>
          کد تخفیف جدید
        </Button>
      </PageHeading>
      {!data ? (
        <LoadState error={codes.error} onRetry={() => void codes.refetch()} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          هنوز کد تخفیفی ساخته نشده است.
        </Typography>
      ) : (
        <CodesTable codes={data} />
      )}
      {creating && (
        <CodeFormDialog
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutateAsync(body)}
          onClose={close}
        />
      )}
    </>
  );
}
