// /backoffice/staff (admin): every staff member, an invitation that shows the new member's one-time password and
// TOTP secret once (with its QR code), and each member's roles, hotels, state and new sign-in details.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { StaffCredentials } from '@rahi/shared-contracts/api';
import { LoadState } from '@rahi/shared-ui/components';
import { useState } from 'react';
import { PageHeading } from '../components/PageHeading';
import { useInviteMember, useStaffMembers } from './api/staff-members';
import { CredentialsDialog } from './components/CredentialsDialog';
import { MemberFormDialog } from './components/MemberFormDialog';
import { StaffTable } from './components/StaffTable';

export default function StaffPage() {
  const members = useStaffMembers();
  const invite = useInviteMember();
  const [inviting, setInviting] = useState(false);
  const [credentials, setCredentials] = useState<StaffCredentials | null>(null);
  const close = () => {
    setInviting(false);
    invite.reset();
  };
  const data = members.data;
  return (
    <>
      <PageHeading title="کارکنان">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.length)} عضو
          </Typography>
        )}
        <Button variant="contained" onClick={() => setInviting(true)}>
          دعوت عضو جدید
        </Button>
      </PageHeading>
      {!data ? (
        <LoadState error={members.error} onRetry={() => void members.refetch()} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          هنوز عضوی ثبت نشده است.
        </Typography>
      ) : (
        <StaffTable members={data} />
      )}
      {inviting && (
        <MemberFormDialog
          pending={invite.isPending}
          error={invite.error}
          onSubmit={(body) => invite.mutateAsync(body).then(setCredentials)}
          onClose={close}
        />
      )}
      {credentials && <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />}
    </>
  );
}
