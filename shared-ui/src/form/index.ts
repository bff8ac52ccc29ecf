export { CaptchaNotice } from './CaptchaNotice';
export {
  CONTACT_LABELS,
  type ContactFieldProps,
  FormEmailField,
  FormMobileField,
} from './ContactFields';
export { type ChoiceOption, FormChoiceField, type FormChoiceFieldProps } from './FormChoiceField';
export { FormSelectField, type FormSelectFieldProps } from './FormSelectField';
export { FormSuccess, type FormSuccessProps } from './FormSuccess';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { PERSON_LABELS, PersonFields, type PersonFieldsProps } from './PersonFields';
export { PublicForm, type PublicFormProps } from './PublicForm';
export { type PublicFormOptions, type PublicFormState, usePublicForm } from './use-public-form';
export { useZodForm, zodFormResolver } from './use-zod-form';
