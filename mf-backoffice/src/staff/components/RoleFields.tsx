// The roles a member holds (any of the four, in Persian) and, for a hotel manager, the ids of their hotels,
// typed as a list in Persian or Latin digits. The invitation and the change dialog draw it alike.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '@rahi/shared-contracts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@rahi/shared-contracts/staff';

/** '۳، 5' → [3, 5]; anything that is not a positive whole number is kept as NaN for the schema to refuse. */
export const readHotelIds = (text: string): number[] =>
  toAsciiDigits(text)
    .split(/[\s,،]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

export interface RoleFieldsProps {
  roles: StaffRole[];
  hotels: string;
  errors: { roles?: string; hotelIds?: string };
  onRoles: (roles: StaffRole[]) => void;
  onHotels: (text: string) => void;
}

export function RoleFields({ roles, hotels, errors, onRoles, onHotels }: RoleFieldsProps) {
  const toggle = (role: StaffRole, on: boolean) =>
    onRoles(on ? [...roles, role] : roles.filter((held) => held !== role));
  return (
    <>
      <FormControl component="fieldset" error={Boolean(errors.roles)}>
        <FormLabel component="legend">نقش‌ها</FormLabel>
        <FormGroup row>
          {STAFF_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  checked={roles.includes(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
              }
              label={STAFF_ROLE_LABELS[role]}
            />
          ))}
        </FormGroup>
        {errors.roles && <FormHelperText>{errors.roles}</FormHelperText>}
      </FormControl>
      {roles.includes('hotel_manager') && (
        <TextField
          label="شناسه هتل‌ها"
          value={hotels}
          onChange={(event) => onHotels(event.target.value)}
          error={Boolean(errors.hotelIds)}
          helperText={errors.hotelIds ?? 'با ویرگول جدا کنید: ۳، ۱۲'}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      )}
    </>
  );
}
