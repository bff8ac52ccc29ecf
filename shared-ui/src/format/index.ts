export { formatClock, formatDecimal, formatKm } from './format';
