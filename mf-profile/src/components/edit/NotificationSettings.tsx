// Which kinds of message reach the traveller by which channel (SMS, browser push, e-mail), and quiet hours for
// the promotional kinds, in Tehran time. The rules (what is offered, what cannot be turned off) are
// shared-contracts' notification-rules, the same booking-api applies.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHANNEL_LABELS,
  channelsOffered,
  getEventBus,
  isAlwaysBySms,
  MESSAGE_CHANNELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
  PROMOTIONAL_KINDS,
  persianTimeOfDay,
  timeOfDayText,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { NotificationPreferencesView } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { useId, useState, useSyncExternalStore } from 'react';
import { useSaveNotificationPreferences } from '../../api/save-notification-preferences';
import { logOutWhenRevoked } from '../../api/session-query';
import { pushUnsupportedReason, useSubscribePush } from '../../api/subscribe-push';

type Kinds = NotificationPreferencesView['kinds'];

/** Every half hour of the day, as "HH:MM". */
const TIMES = Array.from({ length: 48 }, (_, index) => timeOfDayText(index * 30));
const ALWAYS_REASON =
  'کد ورود و تأیید رزرو همیشه با پیامک می‌رسند تا بتوانید وارد شوید و واچر را داشته باشید.';
const promotionalNames = PROMOTIONAL_KINDS.map((kind) => MESSAGE_KIND_LABELS[kind]).join(' و ');

function ChannelCell({
  kind,
  channel,
  checked,
  onChange,
  reasonId,
}: {
  kind: MessageKind;
  channel: MessageChannel;
  checked: boolean;
  onChange: (on: boolean) => void;
  reasonId: string;
}) {
  // An id the server and the browser agree on, so a switch turned before the page hydrates is turned again after
  // (shell/public/paint-first.js).
  const id = useId();
  const label = `${MESSAGE_KIND_LABELS[kind]}، ${CHANNEL_LABELS[channel]}`;
  if (!channelsOffered(kind).includes(channel))
    return (
      <TableCell align="center" aria-label={`${label}: ارسال نمی‌شود`}>
        —
      </TableCell>
    );
  const locked = channel === 'sms' && isAlwaysBySms(kind);
  return (
    <TableCell align="center" padding="none">
      <Switch
        id={id}
        size="small"
        checked={locked || checked}
        disabled={locked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': label, ...(locked && { 'aria-describedby': reasonId }) } }}
      />
    </TableCell>
  );
}

/** Nothing tells the page that push support changes while it is open. */
const noChanges = () => () => {};
const canPushOnTheServer = () => null;
export function NotificationSettings({ preferences }: { preferences: NotificationPreferencesView }) {
  const [kinds, setKinds] = useState<Kinds>(preferences.kinds);
  const [quiet, setQuiet] = useState(preferences.quietHours ?? { from: '22:00', to: '08:00' });
  const [quietOn, setQuietOn] = useState(preferences.quietHours !== null);
  const save = useSaveNotificationPreferences();
  const push = useSubscribePush();
  const reasonId = useId();
  const quietId = useId();
  // What this browser can do is known only in the browser: the server's page (and hydration) assume it can.
  const pushUnsupported = useSyncExternalStore(noChanges, pushUnsupportedReason, canPushOnTheServer);

  const setSwitch = (kind: MessageKind, channel: MessageChannel, on: boolean) =>
    setKinds((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
  const submit = () =>
    save
      .mutateAsync({ kinds, quietHours: quietOn ? quiet : null })
      .catch((error: unknown) => logOutWhenRevoked(error));
  const subscribe = () =>
    push.subscribe().catch((error: unknown) => {
      if (logOutWhenRevoked(error)) return;
      const message = error instanceof Error && /[\u0600-\u06FF]/.test(error.message) ? error.message : null;
      if (message) getEventBus().emit({ type: 'toast/error', payload: { message } });
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="کانال‌های اطلاع‌رسانی هر پیام"
          sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                پیام
              </TableCell>
              {MESSAGE_CHANNELS.map((channel) => (
                <TableCell
                  key={channel}
                  component="th"
                  scope="col"
                  align="center"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {CHANNEL_LABELS[channel]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MESSAGE_KINDS.map((kind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row" sx={{ py: 0.5 }}>
                  {MESSAGE_KIND_LABELS[kind]}
                </TableCell>
                {MESSAGE_CHANNELS.map((channel) => (
                  <ChannelCell
                    key={channel}
                    kind={kind}
                    channel={channel}
                    checked={kinds[kind][channel]}
                    onChange={(on) => setSwitch(kind, channel, on)}
                    reasonId={reasonId}
                  />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {ALWAYS_REASON}
      </Typography>
      {!preferences.email && (
        <Alert severity="info">برای دریافت ایمیل، نشانی ایمیل خود را در اطلاعات حساب بالا وارد کنید.</Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="body2">
          {preferences.pushDevices > 0
            ? `اعلان مرورگر روی ${toPersianDigits(preferences.pushDevices)} مرورگر روشن است.`
            : 'اعلان مرورگر روی هیچ مرورگری روشن نیست.'}
        </Typography>
        <PendingButton
          variant="outlined"
          size="small"
          onClick={subscribe}
          disabled={pushUnsupported !== null}
          pending={push.isPending}
        >
          روشن کردن اعلان در این مرورگر
        </PendingButton>
        {pushUnsupported && (
          <Typography variant="body2" color="text.secondary">
            {pushUnsupported}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <FormControlLabel
          control={
            <Switch id={quietId} checked={quietOn} onChange={(event) => setQuietOn(event.target.checked)} />
          }
          label={`ساعات سکوت برای ${promotionalNames} (به وقت تهران)`}
        />
        {quietOn && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', maxWidth: 360 }}>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                select
                size="small"
                label={end === 'from' ? 'از ساعت' : 'تا ساعت'}
                value={quiet[end]}
                onChange={(event) => setQuiet((current) => ({ ...current, [end]: event.target.value }))}
              >
                {TIMES.map((time) => (
                  <MenuItem key={time} value={time}>
                    {persianTimeOfDay(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          پیام‌های دیگر، مانند تأیید رزرو و پاسخ پشتیبانی، در هر ساعتی فرستاده می‌شوند.
        </Typography>
      </Box>
      <Box>
        <PendingButton variant="contained" onClick={submit} pending={save.isPending}>
          ذخیره تنظیمات اطلاع‌رسانی
        </PendingButton>
      </Box>
    </Box>
  );
}
