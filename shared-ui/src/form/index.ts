export { asciiDigitsDeep } from './ascii-digits';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { useZodForm, zodFormResolver } from './use-zod-form';
