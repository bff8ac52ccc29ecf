import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './TextInput';

/** The markup with emotion's generated class names taken out (they name the styles, which differ by component). */
function markupOf(element: React.ReactElement) {
  const { container, unmount } = render(element);
  const html = container.innerHTML.replace(/ ?(css|rtl)-[^\s"]+/g, '');
  unmount();
  return html;
}

const cases: Array<[string, TextInputProps & TextFieldProps]> = [
  ['a label', { id: 'code', label: 'کد تخفیف' }],
  [
    'a refusal under a required field with a value',
    { id: 'name', label: 'نام', required: true, error: true, helperText: 'نام الزامی است.', value: 'x' },
  ],
  [
    'a small field with its input left to right',
    { id: 'mobile', label: 'موبایل', size: 'small', slotProps: { htmlInput: { dir: 'ltr', maxLength: 11 } } },
  ],
  [
    'a multiline field with a hint',
    { id: 'address', label: 'نشانی', multiline: true, minRows: 2, helperText: 'اختیاری' },
  ],
  ['a label kept above the box', { id: 'city', label: 'شهر', slotProps: { inputLabel: { shrink: true } } }],
];

/** A discount code's field, as a page holds one. */
function Field() {
  const [code, setCode] = useState('');
  return (
    <TextInput
      label="کد تخفیف"
      helperText="حروف لاتین"
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );
}

describe('TextInput', () => {
  it.each(cases)("draws TextField's outlined markup: %s", (_, props) => {
    const { value, ...rest } = props;
    const controlled = value === undefined ? rest : { ...rest, value, onChange: () => undefined };
    expect(markupOf(<TextInput {...(controlled as TextInputProps)} />)).toBe(
      markupOf(<TextField {...(controlled as TextFieldProps)} />),
    );
  });

  it('is named by its label, described by its helper text, and typed into', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'کد تخفیف' });
    expect(input).toHaveAccessibleDescription('حروف لاتین');
    await userEvent.type(input, 'RAHI10');
    expect(input).toHaveValue('RAHI10');
  });
});
