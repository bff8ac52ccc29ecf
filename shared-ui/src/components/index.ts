export { CloseIcon, createIcon } from './create-icon';
export { Ltr } from './Ltr';
export { PriceBlock, type PriceBlockProps } from './PriceBlock';
export { Stars } from './Stars';
