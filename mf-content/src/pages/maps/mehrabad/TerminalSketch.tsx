// A plain sketch of an airport's passenger terminals, not to scale: the terminals that share a metro station
// stand together, each pair with its station under it. Named for screen readers by its title; the table
// beside it (TerminalTable) says the same.
import { toPersianDigits } from '@rahi/shared-contracts';
import type { Airport } from '@rahi/shared-contracts/api';

type Terminal = Airport['guide']['terminals'][number];

/** Terminals grouped by the metro station they share, in the guide's order. */
export function terminalGroups(
  terminals: readonly Terminal[],
): { station: string | null; terminals: Terminal[] }[] {
  const groups: { station: string | null; terminals: Terminal[] }[] = [];
  for (const terminal of terminals) {
    const group = groups.find((item) => item.station !== null && item.station === terminal.metroStation);
    if (group) group.terminals.push(terminal);
    else groups.push({ station: terminal.metroStation, terminals: [terminal] });
  }
  return groups;
}

const WIDTH = 640;
const BOX = 84;
const GAP = 12;

export function TerminalSketch({ airport, caption }: { airport: Airport; caption: string }) {
  const groups = terminalGroups(airport.guide.terminals);
  const slot = WIDTH / groups.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} 250`}
      role="img"
      direction="ltr"
      style={{
        display: 'block',
        width: '100%',
        maxWidth: 720,
        height: 'auto',
        background: '#eef3ee',
        borderRadius: 8,
      }}
    >
      <title>{caption}</title>
      <rect x={20} y={24} width={WIDTH - 40} height={26} rx={4} fill="#6b6b6b" />
      <line x1={40} y1={37} x2={WIDTH - 40} y2={37} stroke="#fff" strokeWidth={2} strokeDasharray="16 12" />
      <text x={WIDTH / 2} y={72} fontSize={14} fill="#333" textAnchor="middle">
        باند پرواز
      </text>
      <rect x={20} y={222} width={WIDTH - 40} height={12} rx={6} fill="#c9c2ad" />
      {groups.map((group, index) => {
        // Right to left, as the page reads.
        const centre = WIDTH - slot * (index + 0.5);
        const total = group.terminals.length * BOX + (group.terminals.length - 1) * GAP;
        return (
          <g key={group.station ?? group.terminals[0]?.code}>
            {group.terminals.map((terminal, position) => {
              const x = centre + total / 2 - (position + 1) * BOX - position * GAP;
              return (
                <g key={terminal.code}>
                  <rect x={x} y={96} width={BOX} height={64} rx={6} fill="#1660b8" />
                  <text
                    x={x + BOX / 2}
                    y={136}
                    fontSize={20}
                    fontWeight={700}
                    fill="#fff"
                    textAnchor="middle"
                  >
                    {`پایانه ${toPersianDigits(terminal.code)}`}
                  </text>
                </g>
              );
            })}
            {group.station && (
              <>
                <circle cx={centre} cy={188} r={13} fill="#b3261e" />
                <text x={centre} y={193} fontSize={14} fontWeight={700} fill="#fff" textAnchor="middle">
                  م
                </text>
                <text x={centre} y={216} fontSize={16} fill="#222" textAnchor="middle">
                  {group.station}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
