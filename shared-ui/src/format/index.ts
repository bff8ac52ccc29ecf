export { formatClock, formatDecimal, formatKm } from './format';
export { formatMoment } from './format-moment';
