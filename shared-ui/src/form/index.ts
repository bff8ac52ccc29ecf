export { CaptchaNotice } from './CaptchaNotice';
export {
  CONTACT_LABELS,
  type ContactFieldProps,
  FormEmailField,
  FormMobileField,
} from './ContactFields';
export { type DeferredRules, deferredRules, useDeferredRulesForm } from './deferred-resolver';
export { type ChoiceOption, FormChoiceField, type FormChoiceFieldProps } from './FormChoiceField';
export {
  FormSelect,
  FormSelectField,
  type FormSelectFieldProps,
  type FormSelectProps,
} from './FormSelectField';
export { FormSuccess, type FormSuccessProps } from './FormSuccess';
export { boundFieldProps, FormTextField, type FormTextFieldProps } from './FormTextField';
export { PERSON_LABELS, PersonFields, type PersonFieldsProps } from './PersonFields';
export { PublicForm, type PublicFormProps } from './PublicForm';
export { TextInput, type TextInputProps } from './TextInput';
export { type PublicFormOptions, type PublicFormState, usePublicForm } from './use-public-form';
export { useZodForm, zodFormResolver } from './use-zod-form';
