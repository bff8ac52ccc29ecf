export { CloseIcon, createIcon } from './create-icon';
export { PriceBlock, type PriceBlockProps } from './PriceBlock';
export { Stars } from './Stars';
