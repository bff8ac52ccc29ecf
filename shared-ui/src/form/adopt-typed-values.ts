// A form rendered on the server takes typing before its page hydrates. React keeps what the fields show but its
// state (react-hook-form's values) starts from the defaults, so the text on screen would be checked and sent as
// empty. Once the form is the app's, what the traveller typed or chose meanwhile is taken into the form's values.

/** The part of react-hook-form's form this needs (methods, so any form's typed ones fit). */
export interface TypedValuesTarget {
  getValues(name: string): unknown;
  setValue(name: string, value: string, options: { shouldDirty: boolean }): void;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Copies into `form` every named field of `element` that shows a value the form's state does not have yet
 * (text typed, a radio checked, an option chosen before hydration). Fields the form already holds are left.
 * @example useEffect(() => adoptTypedValues(formElement.current, form), [form]) // once, after hydration
 */
export function adoptTypedValues(element: HTMLFormElement | null, form: TypedValuesTarget) {
  if (!element) return;
  for (const field of Array.from(element.elements)) {
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
    )
      continue;
    if (!field.name || field.disabled || ('readOnly' in field && field.readOnly)) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') continue;
    if (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked) continue;
    if (field.value === '' || !isEmpty(form.getValues(field.name))) continue;
    form.setValue(field.name, field.value, { shouldDirty: true });
  }
}
