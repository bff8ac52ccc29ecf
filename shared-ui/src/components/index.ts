export { BookingStatusChip } from './BookingStatusChip';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { CloseIcon, createIcon } from './create-icon';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { FilterChips, type FilterChipsProps } from './FilterChips';
export { DEFAULT_GUESTS, GuestsField, type GuestsFieldProps, MAX_GUESTS } from './GuestsField';
export { ListPagination } from './ListPagination';
export { LOAD_FAILED, LoadState } from './LoadState';
export { Ltr } from './Ltr';
export { PendingButton, type PendingButtonProps } from './PendingButton';
export { PriceBlock, type PriceBlockProps } from './PriceBlock';
export { QrCode } from './QrCode';
export { renderedWhenNear } from './rendered-when-near';
export { SectionCard, type SectionCardProps } from './SectionCard';
export { Stars } from './Stars';
export { Toman, type TomanProps } from './Toman';
export { TicketCard } from './tickets/TicketCard';
export { TicketReplyForm, type TicketReplyFormProps } from './tickets/TicketReplyForm';
export { TicketStatusChip } from './tickets/TicketStatusChip';
export { type TicketReader, TicketThread } from './tickets/TicketThread';
export {
  TICKET_DEPARTMENT_NAMES,
  TICKET_STATUS_COLORS,
  TICKET_STATUS_NAMES,
} from './tickets/ticket-labels';
export { VisuallyHidden } from './VisuallyHidden';
