// What an admin does to one member: change roles and hotels, disable or enable (after a second look), and give
// new sign-in details (a lost phone or password: the member's sessions end), shown once in a dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StaffCredentials, StaffMember } from '@rahi/shared-contracts/api';
import { ConfirmDialog, Ltr } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { useState } from 'react';
import { useChangeMember, useNewCredentials } from '../api/staff-members';
import { CredentialsDialog } from './CredentialsDialog';
import { MemberFormDialog } from './MemberFormDialog';

type Asking = 'roles' | 'state' | 'credentials' | null;

const refusal = (error: unknown) =>
  error instanceof ApiError && error.errors.length > 0 ? error.errors.join(' ') : null;

export function MemberActions({ member }: { member: StaffMember }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [credentials, setCredentials] = useState<StaffCredentials | null>(null);
  const change = useChangeMember(member.id);
  const renew = useNewCredentials(member.id);
  const close = () => {
    setAsking(null);
    change.reset();
    renew.reset();
  };
  const switchState = () => change.mutateAsync({ disabled: !member.disabled }).then(close, () => {});
  const giveCredentials = () =>
    renew.mutateAsync({}).then(
      (made) => {
        close();
        setCredentials(made);
      },
      () => {},
    );
  const failure = refusal(asking === 'credentials' ? renew.error : change.error);
  const who = <Ltr>{member.email}</Ltr>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => setAsking('roles')}>
        ویرایش نقش‌ها
      </Button>
      <Button
        size="small"
        variant="outlined"
        color={member.disabled ? 'primary' : 'error'}
        onClick={() => setAsking('state')}
      >
        {member.disabled ? 'فعال کردن' : 'غیرفعال کردن'}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setAsking('credentials')}>
        اطلاعات ورود تازه
      </Button>
      {asking === 'roles' && (
        <MemberFormDialog
          member={member}
          pending={change.isPending}
          error={change.error}
          onSubmit={({ roles, hotelIds }) => change.mutateAsync({ roles, hotelIds })}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={asking === 'state'}
        title={member.disabled ? 'فعال کردن عضو' : 'غیرفعال کردن عضو'}
        confirmLabel={member.disabled ? 'فعال کردن' : 'غیرفعال کردن'}
        confirmColor={member.disabled ? 'primary' : 'error'}
        pending={change.isPending}
        onConfirm={switchState}
        onClose={close}
      >
        {member.disabled ? (
          <>{who} دوباره می‌تواند وارد شود.</>
        ) : (
          <>همه نشست‌های {who} همین حالا پایان می‌یابد و تا فعال شدن دوباره نمی‌تواند وارد شود.</>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'credentials'}
        title="اطلاعات ورود تازه"
        confirmLabel="ساختن رمز و کلید تازه"
        pending={renew.isPending}
        onConfirm={giveCredentials}
        onClose={close}
      >
        رمز و کلید برنامه تأیید کنونی {who} از کار می‌افتد و همه نشست‌هایش پایان می‌یابد.
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
      {credentials && <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />}
    </Box>
  );
}
