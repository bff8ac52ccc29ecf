// A small arrow for the month buttons and spinners; no icon package is needed for four arrows.
const PATHS = {
  left: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
  right: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  up: 'M7.4 15.4 12 10.8l4.6 4.6L18 14l-6-6-6 6z',
  down: 'M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z',
};

export function Chevron({ direction }: { direction: keyof typeof PATHS }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[direction]} fill="currentColor" />
    </svg>
  );
}
