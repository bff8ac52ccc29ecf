// A person's identity fields, as the reservation page asks them for each room's head guest and the profile for
// a saved passenger: whether the person is a foreigner (a box), first and last name (Persian letters, or for a
// foreigner as the passport spells them), then a national code, or for a foreigner a passport number and
// nationality. The box comes first: below the names, a name refused as it lost the focus to the box pushed the
// box down on a phone between press and release, and the tap was lost. Bound to a react-hook-form over
// guestFormSchema's fields (shared-contracts), at `prefix` ('guests.0') or at the form's root.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from './FormTextField';

export const PERSON_LABELS = {
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  nationalCode: 'کد ملی',
  foreign: 'مسافر خارجی است',
  passportNumber: 'شماره گذرنامه',
  nationality: 'ملیت',
} as const;

type Key = keyof typeof PERSON_LABELS;

const PASSPORT_HINT = 'همان‌گونه که در گذرنامه آمده است (لاتین یا فارسی)';

export interface PersonFieldsProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** Where the person's fields are in the form ('guests.0'); absent: at its root. */
  prefix?: string;
  /** More fields in the same grid, after the identity (a birth date). */
  children?: ReactNode;
}

/** @example <PersonFields control={form.control} prefix={`guests.${index}`} /> */
export function PersonFields<T extends FieldValues, O>({
  control,
  prefix,
  children,
}: PersonFieldsProps<T, O>) {
  const path = (key: Key) => (prefix ? `${prefix}.${key}` : key) as FieldPath<T>;
  // An id the server and the browser agree on: the box ticked before the page hydrates is ticked again after
  // (shell/public/paint-first.js).
  const foreignId = useId();
  const foreign = useWatch({ control, name: path('foreign') }) === true;
  const names = [path('firstName'), path('lastName')];
  const typedNames = useWatch({ control, name: names });
  /** A name refused by one rule is checked again by the other when the box changes (control has no trigger). */
  const recheckRefusedNames = () =>
    names.forEach((name, index) => {
      if (control.getFieldState(name).error)
        void control.register(name).onChange({ target: { name, value: typedNames[index] }, type: 'change' });
    });
  // A foreign guest's name is typed as in the passport, often in Latin letters: the field takes its direction.
  const nameInput = foreign ? { slotProps: { htmlInput: { dir: 'auto' } }, helperText: PASSPORT_HINT } : {};
  return (
    <>
      <Controller
        control={control}
        name={path('foreign')}
        render={({ field: box }) => (
          <FormControlLabel
            sx={{ mb: 1 }}
            control={
              <Checkbox
                id={foreignId}
                checked={box.value === true}
                onChange={(event) => {
                  box.onChange(event.target.checked);
                  recheckRefusedNames();
                }}
                onBlur={box.onBlur}
              />
            }
            label={PERSON_LABELS.foreign}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name={path('firstName')}
          label={PERSON_LABELS.firstName}
          autoComplete="given-name"
          {...nameInput}
        />
        <FormTextField
          control={control}
          name={path('lastName')}
          label={PERSON_LABELS.lastName}
          autoComplete="family-name"
          {...nameInput}
        />
        {foreign ? (
          <>
            <FormTextField
              control={control}
              name={path('passportNumber')}
              label={PERSON_LABELS.passportNumber}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <FormTextField control={control} name={path('nationality')} label={PERSON_LABELS.nationality} />
          </>
        ) : (
          <FormTextField
            control={control}
            name={path('nationalCode')}
            label={PERSON_LABELS.nationalCode}
            inputMode="numeric"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
          />
        )}
        {children}
      </Box>
    </>
  );
}
