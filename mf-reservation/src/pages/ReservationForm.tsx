// The reservation page once its draft is priced: the stay, a guest per room, the booker, the hotel's
// cancellation rules, and beside them the price lines, discount code, credit and points and the pay button.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bookingAmounts,
  describeCancellationPolicy,
  hasSession,
  tomanOf,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { HotelDetails, Profile, RoomOffer } from '@rahi/shared-contracts/api';
import { useAuth } from '@rahi/shared-ui/bus';
import { SectionCard } from '@rahi/shared-ui/components';
import { useDeferredRulesForm } from '@rahi/shared-ui/form';
import { useApiQuery } from '@rahi/shared-ui/query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Draft } from '../api/draft';
import { bookAndPay } from '../api/payments';
import { useSavedPassengers } from '../api/saved-passengers';
import { BookerFields } from '../components/BookerFields';
import { CancellationOutlookLine } from '../components/CancellationOutlookLine';
import { type AppliedCode, DiscountCodeField } from '../components/DiscountCodeField';
import { PartyWarning } from '../components/PartyWarning';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { PriceLines } from '../components/PriceLines';
import { RoomGuestFields } from '../components/RoomGuestFields';
import { StaySummary } from '../components/StaySummary';
import { useWalletBalances, type WalletChoice, WalletOptions } from '../components/WalletOptions';
import {
  bookingGuestsOf,
  formDefaults,
  type ReservationFormInput,
  type ReservationFormValues,
  reservationRules,
} from '../state/reservation-form';
import { readSavedForm, saveForm } from '../state/session-store';
import { TEXTS } from '../texts';
import { hotelPath, offersPath, PROFILE_PATH, type ReservationPageData } from './reservation-page-data';

interface Props {
  reservationId: string;
  draft: Draft;
  previousTotalSum: number;
  /** The server's data when the page is hydrating the server's markup: its offers and hotel answer first. */
  server?: ReservationPageData | undefined;
  onStale: () => void;
}

export function ReservationForm({ reservationId, draft, previousTotalSum, server, onStale }: Props) {
  const navigate = useNavigate();
  const auth = useAuth();
  const loggedIn = hasSession(auth);
  // What was typed for this draft before (a reload, an error) comes back; over the server's markup only after
  // hydration, which must draw the empty form the server drew.
  const hydrating = server !== undefined;
  // The traveller's own reads the server drew with (their mobile filled in, their saved passengers offered).
  const traveller = loggedIn ? server?.traveller : undefined;
  const form = useDeferredRulesForm(reservationRules, {
    defaultValues: formDefaults(
      draft.rooms.length,
      hydrating
        ? traveller
          ? { mobile: toPersianDigits(traveller.profile.mobile) }
          : undefined
        : readSavedForm<ReservationFormInput>(reservationId),
    ),
  });
  useEffect(() => {
    if (!hydrating) return;
    const saved = readSavedForm<ReservationFormInput>(reservationId);
    if (saved) form.reset(formDefaults(draft.rooms.length, saved));
  }, [hydrating, reservationId, form, draft.rooms.length]);
  const [code, setCode] = useState<AppliedCode | null>(null);
  const [wallet, setWallet] = useState<WalletChoice>({ useCredit: false, usePoints: false });
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const balances = useWalletBalances();

  const offers = useApiQuery<RoomOffer[]>(offersPath(draft), {
    ...(server?.offers && { initialData: server.offers }),
  });
  // The policy kept in the draft when it was priced, the one the booking will be held to; only a draft priced
  // before drafts kept it asks the hotel's.
  const hotel = useApiQuery<HotelDetails>(draft.cancellationRules ? null : hotelPath(draft), {
    ...(server?.hotel && { initialData: server.hotel }),
  });
  const policy = draft.cancellationRules ?? hotel.data?.cancellationRules;
  const profile = useApiQuery<Profile>(loggedIn ? PROFILE_PATH : null, {
    ...(traveller && { initialData: traveller.profile }),
  });
  const savedPassengers = useSavedPassengers(loggedIn, traveller?.passengers);

  // Everything typed is kept for this draft in the session: an error or a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveForm(reservationId, values));
    return () => subscription.unsubscribe();
  }, [form, reservationId]);

  // A logged-in traveller's own number fills the empty booker field, but never under their caret: a number they
  // have started typing in it is theirs (the profile may answer in the middle of it). In Persian digits, as the
  // page writes numbers (the form reads either).
  const profileMobile = profile.data?.mobile;
  useEffect(() => {
    const active = document.activeElement;
    const typingThere = active instanceof HTMLInputElement && active.name === 'mobile';
    if (profileMobile && form.getValues('mobile') === '' && !typingThere)
      form.setValue('mobile', toPersianDigits(profileMobile));
  }, [profileMobile, form]);

  const amounts = bookingAmounts({
    total: draft.total,
    hotelDiscount: draft.hotelDiscount,
    discount: code?.amount ?? 0,
    creditBalance: wallet.useCredit ? balances.credit : 0,
    pointsBalance: wallet.usePoints ? balances.points : 0,
  });
  const roomName = (room: Draft['rooms'][number]) =>
    offers.data?.find((offer) => String(offer.id) === String(room.id))?.name ?? TEXTS.room;

  // A form refused as a whole (its rules could not load) says so where the booking's refusals are said; a form
  // refused field by field says so beside its fields only.
  const pay = form.handleSubmit(
    async (values: ReservationFormValues) => {
      setPaying(true);
      setRefusal([]);
      const outcome = await bookAndPay({
        reservationId,
        booker: { mobile: values.mobile, ...(values.email ? { email: values.email } : {}) },
        guests: await bookingGuestsOf(values),
        ...(code ? { discountCode: code.code } : {}),
        useCredit: wallet.useCredit,
        usePoints: wallet.usePoints,
        expectedAmount: amounts.toPay,
      });
      if (outcome.kind === 'bank') {
        window.location.assign(outcome.redirectUrl);
        return;
      }
      if (outcome.kind === 'confirmed') {
        navigate(`/payment-success?reserveId=${outcome.booking.reserveId}`);
        return;
      }
      setPaying(false);
      setRefusal(outcome.errors.length > 0 ? outcome.errors : [TEXTS.loadFailed]);
      if (outcome.status === 409) onStale();
    },
    (errors) => setRefusal(errors.root?.message ? [errors.root.message] : []),
  );

  // This draws again each time one of its reads answers after hydration (the session, the wallet, the profile,
  // the saved passengers): its parts are memoised, so only those whose props changed draw again (the whole form
  // four more times cost about 600 components each, on a phone, while the page was still starting).
  return (
    <Box
      component="form"
      onSubmit={pay}
      onFocus={reservationRules.preload}
      noValidate
      aria-labelledby="reservation-title"
    >
      <Typography id="reservation-title" component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {TEXTS.pageTitle}
      </Typography>
      {previousTotalSum !== draft.totalSum && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="price-changed">
          <AlertTitle>{TEXTS.priceChangedTitle}</AlertTitle>
          {TEXTS.priceChanged(tomanOf(previousTotalSum), tomanOf(draft.totalSum))}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <StaySummary draft={draft} />
          {offers.data && <PartyWarning rooms={draft.rooms} offers={offers.data} />}
          <PriceBreakdown nights={draft.nights} rooms={draft.rooms} offers={offers.data} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {TEXTS.guestsTitle}
          </Typography>
          {draft.rooms.map((room, index) => (
            <RoomGuestFields
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms are a fixed list; two rooms may share an id
              key={index}
              index={index}
              room={room}
              roomName={roomName(room)}
              control={form.control}
              passengers={savedPassengers}
              setValue={form.setValue}
            />
          ))}
          <BookerFields control={form.control} />
          {policy && (
            <SectionCard title={TEXTS.cancellationTitle}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{describeCancellationPolicy(policy)}</Typography>
            </SectionCard>
          )}
        </Box>
        <Paper
          component="aside"
          aria-label={TEXTS.priceTitle}
          variant="outlined"
          sx={{
            p: { xs: 2, md: 3 },
            borderRadius: 3,
            position: { md: 'sticky' },
            top: { md: 88 },
            display: 'grid',
            gap: 2,
          }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {TEXTS.priceTitle}
          </Typography>
          <DiscountCodeField reservationId={reservationId} applied={code} onChange={setCode} />
          <WalletOptions balances={balances} choice={wallet} onChange={setWallet} />
          <PriceLines amounts={amounts} />
          {policy && offers.data && (
            <CancellationOutlookLine
              checkin={draft.checkin}
              nights={draft.nights}
              rooms={draft.rooms}
              offers={offers.data}
              policy={policy}
              paid={amounts.toPay + amounts.credit}
            />
          )}
          {refusal.length > 0 && (
            <Alert severity="error" role="alert" data-testid="pay-refused">
              {refusal.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={paying} fullWidth>
            {paying ? TEXTS.paying : amounts.toPay === 0 ? TEXTS.confirm : TEXTS.pay}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
