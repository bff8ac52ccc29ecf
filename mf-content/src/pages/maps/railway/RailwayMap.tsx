// The railway network drawn as SVG inside a zoom-and-pan frame (react-zoom-pan-pinch): buttons, the mouse wheel,
// pinching, dragging, and the keyboard once the frame has focus (+ and − zoom, arrows pan, 0 resets). A station
// of a city we sell links to that city's page. The drawing is hidden from screen readers: the list below it
// (RailwayLineList) says the same.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import { cityPath } from '@rahi/shared-contracts';
import type { RailwayNetwork, RailwayStation } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { IRAN_OUTLINE } from './iran-outline';
import { lineColour } from './line-colours';
import { MAP_HEIGHT, MAP_WIDTH, polylinePoints, project } from './projection';

type Side = 'left' | 'right' | 'above' | 'below';

/** Where a station's name goes when the default (to its left) would cover a neighbour's. */
const LABEL_SIDES: Readonly<Record<string, Side>> = {
  tehran: 'right',
  karaj: 'above',
  garmsar: 'below',
  firuzkuh: 'above',
  semnan: 'below',
  damghan: 'below',
  shahrud: 'below',
  neyshabur: 'below',
  mashhad: 'above',
  sari: 'above',
  gorgan: 'above',
  tabriz: 'right',
  badrud: 'right',
  bafq: 'right',
  kerman: 'right',
  ahvaz: 'right',
  'bandar-imam-khomeini': 'right',
  'bandar-abbas': 'below',
};

const OUTLINE_POINTS = polylinePoints(IRAN_OUTLINE.map(([lng, lat]) => ({ lat, lng })));

export const MAP_KEYS_HINT =
  'نقشه را با دکمه‌ها، چرخ ماوس یا دو انگشت بزرگ و کوچک کنید و با کشیدن جابه‌جا کنید. با صفحه‌کلید: روی نقشه بروید، + و − برای بزرگ‌نمایی، جهت‌ها برای جابه‌جایی و ۰ برای نمای کامل.';

function label(station: RailwayStation) {
  const { x, y } = project(station);
  const side = LABEL_SIDES[station.slug] ?? 'left';
  const at = (
    {
      left: { x: x - 7, y: y + 4, textAnchor: 'end' },
      right: { x: x + 7, y: y + 4, textAnchor: 'start' },
      above: { x, y: y - 8, textAnchor: 'middle' },
      below: { x, y: y + 17, textAnchor: 'middle' },
    } as const
  )[side];
  return (
    <text
      {...at}
      fontSize={14}
      fontWeight={station.city ? 700 : 400}
      fill={station.city ? '#0b4f8a' : '#333'}
      stroke="#fff"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {station.name}
    </text>
  );
}

function Station({ station, junction }: { station: RailwayStation; junction: boolean }) {
  const { x, y } = project(station);
  const dot = (
    <circle
      cx={x}
      cy={y}
      r={junction ? 6 : 4.5}
      fill={station.city ? '#1660b8' : '#fff'}
      stroke={station.city ? '#fff' : '#333'}
      strokeWidth={station.city ? 2 : 1.5}
    />
  );
  if (!station.city) {
    return (
      <g data-station={station.slug}>
        {dot}
        {label(station)}
      </g>
    );
  }
  // In the list below too (keyboard and screen readers reach it there), so not a tab stop here.
  return (
    <RouterLink to={cityPath(station.city)} tabIndex={-1} data-station={station.slug}>
      {/* A larger, invisible target for a finger. */}
      <circle cx={x} cy={y} r={14} fill="transparent" />
      {dot}
      {label(station)}
    </RouterLink>
  );
}

function NetworkDrawing({ network }: { network: RailwayNetwork }) {
  const bySlug = new Map(network.stations.map((station) => [station.slug, station]));
  const stops = new Map<string, number>();
  for (const line of network.lines)
    for (const slug of line.stations) stops.set(slug, (stops.get(slug) ?? 0) + 1);
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      direction="ltr"
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <polygon points={OUTLINE_POINTS} fill="#f4f1e8" stroke="#b9b2a0" strokeWidth={1.5} />
      <text x={420} y={60} fontSize={14} fill="#4a6f8a" textAnchor="middle">
        دریای خزر
      </text>
      <text x={380} y={690} fontSize={14} fill="#4a6f8a" textAnchor="middle">
        خلیج فارس
      </text>
      <text x={700} y={745} fontSize={14} fill="#4a6f8a" textAnchor="middle">
        دریای عمان
      </text>
      {network.lines.map((line, index) => (
        <polyline
          key={line.slug}
          data-line={line.slug}
          points={polylinePoints(line.stations.flatMap((slug) => bySlug.get(slug) ?? []))}
          fill="none"
          stroke={lineColour(index)}
          strokeWidth={4}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
      {network.stations.map((station) => (
        <Station key={station.slug} station={station} junction={(stops.get(station.slug) ?? 0) > 1} />
      ))}
    </svg>
  );
}

export function RailwayMap({ network }: { network: RailwayNetwork }) {
  return (
    <TransformWrapper
      minScale={1}
      maxScale={8}
      initialScale={1}
      keyboard={{ disabled: false, zoomStep: 0.5 }}
      doubleClick={{ disabled: false, step: 0.7 }}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <Box
          sx={{
            '& .react-transform-wrapper:focus-visible': { outline: '3px solid #1660b8', outlineOffset: 2 },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <ButtonGroup variant="outlined" size="small" aria-label="اندازه نقشه">
              <Button
                onClick={() => zoomIn(0.5)}
                aria-label="بزرگ‌نمایی نقشه"
                sx={{ fontSize: 20, minWidth: 44 }}
              >
                +
              </Button>
              <Button
                onClick={() => zoomOut(0.5)}
                aria-label="کوچک‌نمایی نقشه"
                sx={{ fontSize: 20, minWidth: 44 }}
              >
                −
              </Button>
              <Button onClick={() => resetTransform()}>نمای کامل</Button>
            </ButtonGroup>
            <Typography id="railway-map-hint" color="text.secondary" sx={{ fontSize: 13, flex: '1 1 260px' }}>
              {MAP_KEYS_HINT}
            </Typography>
          </Box>
          <TransformComponent
            wrapperProps={{
              role: 'group',
              'aria-label': 'نقشه خطوط ریلی؛ فهرست همین خطوط و ایستگاه‌ها پس از نقشه آمده است',
              'aria-describedby': 'railway-map-hint',
            }}
            wrapperStyle={{
              // Every size the library's own stylesheet sets (it arrives with the JavaScript) is set here, so the
              // server's frame keeps its size when the stylesheet comes: no layout shift.
              width: '100%',
              height: 'auto',
              aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`,
              maxHeight: '78vh',
              overflow: 'hidden',
              position: 'relative',
              border: '1px solid #d6d2c4',
              borderRadius: 8,
              background: '#e8f1f7',
              touchAction: 'none',
            }}
            contentStyle={{ display: 'block', width: '100%', height: '100%' }}
          >
            <NetworkDrawing network={network} />
          </TransformComponent>
        </Box>
      )}
    </TransformWrapper>
  );
}
