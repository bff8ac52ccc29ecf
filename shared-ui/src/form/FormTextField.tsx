// A text field bound to a react-hook-form field: the schema's Persian message shows under the field (and is
// its accessible description), and the field is marked invalid, as soon as the value is refused (checked when the
// field is left, except by a press on its form's submit button). A submit with refused fields moves the focus to
// the first of them (react-hook-form's shouldFocusError, through inputRef).

import type { FocusEvent, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { TextInput, type TextInputProps } from './TextInput';

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextInputProps,
  'name' | 'value' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * What the last press (a finger, a mouse button) went down on, until its click or a key: on a phone the focus moves
 * after the finger is lifted (with the click's compatibility mouse events), so whether the pointer is still down
 * cannot tell a press from Tab.
 */
let pressed: EventTarget | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (event) => (pressed = event.target), true);
  for (const type of ['click', 'keydown']) document.addEventListener(type, () => (pressed = null), true);
}

/**
 * A field left by pressing its own form's submit button (the button takes the focus on the press): its refusal is
 * left to the submit that follows, which checks every field. Drawn on leaving, it would push the button down between
 * press and release, the release would land beside it and the press be lost (the reservation page's «پرداخت و
 * تکمیل رزرو» on a phone, under a refused email). Left by Tab, the refusal shows at once, as for any field.
 */
function pressedItsSubmit(event?: FocusEvent<HTMLElement>): boolean {
  const next = event?.relatedTarget;
  const form = (event?.target as HTMLInputElement | undefined)?.form;
  return (
    (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) &&
    pressed instanceof Node &&
    next.contains(pressed) &&
    next.type === 'submit' &&
    form != null &&
    next.form === form
  );
}

/**
 * What a bound field gives the MUI field that draws it: its value and handlers, the <input> itself (so a refused
 * submit focuses and scrolls to the first refused field), and the refusal as the field's error and helper text.
 */
export function boundFieldProps<T extends FieldValues>(
  {
    field: { ref, ...field },
    fieldState,
  }: { field: ControllerRenderProps<T>; fieldState: ControllerFieldState },
  helperText?: ReactNode,
) {
  return {
    ...field,
    onBlur: (event?: FocusEvent<HTMLElement>) => {
      if (!pressedItsSubmit(event)) field.onBlur();
    },
    inputRef: ref,
    value: field.value ?? '',
    error: fieldState.error !== undefined,
    helperText: fieldState.error?.message ?? helperText,
  };
}

/** @example <FormTextField control={form.control} name="mobile" label="شماره موبایل" inputMode="numeric" /> */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  inputMode,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  // inputMode belongs on the <input>, where a phone's keyboard reads it, not on the field's wrapper <div>.
  const slots =
    inputMode === undefined ? slotProps : { ...slotProps, htmlInput: { inputMode, ...slotProps?.htmlInput } };
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <TextInput {...props} slotProps={slots} {...boundFieldProps(bound, helperText)} />}
    />
  );
}
