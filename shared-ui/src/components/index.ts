export { CloseIcon, createIcon } from './create-icon';
export { Ltr } from './Ltr';
export { PriceBlock, type PriceBlockProps } from './PriceBlock';
export { renderedWhenNear } from './rendered-when-near';
export { SectionCard, type SectionCardProps } from './SectionCard';
export { Stars } from './Stars';
export { Toman, type TomanProps } from './Toman';
export { VisuallyHidden } from './VisuallyHidden';
