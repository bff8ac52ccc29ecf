export { asciiDigitsDeep } from './ascii-digits';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { PERSON_LABELS, PersonFields, type PersonFieldsProps } from './PersonFields';
export { useZodForm, zodFormResolver } from './use-zod-form';
