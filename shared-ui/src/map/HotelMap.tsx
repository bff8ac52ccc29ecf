// A map of hotels and landmarks: an empty frame until it is in view, then the map (tile-map.tsx, pigeon-maps) is
// loaded and draws it. Tiles that cannot be had are said in Persian over the frame; whatever fails here, the page around it
// (the list) goes on working.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MapHotel, MapLandmark } from '@rahi/shared-contracts/api';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { MAP_TEXT } from './map-labels';
import { loadMapTiles, type MapTiles } from './map-tiles';
import type { TileMapProps } from './tile-map';

interface Loaded {
  TileMap: ComponentType<TileMapProps>;
  tiles: MapTiles;
}

export interface HotelMapProps {
  /** In the order the list shows them (the markers' tab order); undefined while loading. */
  hotels: readonly MapHotel[] | undefined;
  landmarks: readonly MapLandmark[];
  centre: { lat: number; lng: number } | undefined;
  /** Each hotel's address: its marker is then a link. Without it (the hotel page) markers are labels. */
  hrefOf?: (hotel: MapHotel) => string;
  /** A marker's link was followed: the page navigates (react-router), instead of reloading. */
  onOpen?: (href: string) => void;
  label?: string;
  /** Called once the map comes into view, before it loads: the place to start reading what it shows. */
  onVisible?: () => void;
  height: number | string | Record<string, number | string>;
  /** What to say when the tiles cannot be loaded; the city page's text (which points to its list) by default. */
  tilesFailedText?: string;
}

/** True once the element has come within 200 px of the viewport (never where IntersectionObserver is missing). */
function useSeen(element: HTMLElement | null) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

export function HotelMap({
  hotels,
  landmarks,
  centre,
  hrefOf,
  onOpen,
  label,
  onVisible,
  height,
  tilesFailedText = MAP_TEXT.tilesFailed,
}: HotelMapProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const seen = useSeen(element);
  const visible = useRef(onVisible);
  visible.current = onVisible;
  useEffect(() => {
    if (seen) visible.current?.();
  }, [seen]);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState<'map' | 'tiles' | null>(null);
  const hasCentre = centre !== undefined;

  useEffect(() => {
    if (!seen || !hasCentre) return;
    let cancelled = false;
    // A `deferred-` chunk: not among the page's start-up chunks (tooling/webpack/startup-report.js).
    Promise.all([import(/* webpackChunkName: "deferred-map" */ './tile-map'), loadMapTiles()])
      .then(([{ default: TileMap }, tiles]) => {
        if (!cancelled) setLoaded({ TileMap, tiles });
      })
      .catch((error: unknown) => {
        console.error('[map] the map could not be loaded', error);
        if (!cancelled) setFailed('map');
      });
    return () => {
      cancelled = true;
    };
  }, [seen, hasCentre]);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.200' }}>
      <Box
        ref={setElement}
        role="region"
        aria-label={label ?? MAP_TEXT.region}
        dir="ltr"
        sx={{ position: 'absolute', inset: 0, zIndex: 0 }}
      >
        {loaded && centre && hotels ? (
          <loaded.TileMap
            tiles={loaded.tiles}
            centre={centre}
            hotels={hotels}
            landmarks={landmarks}
            hrefOf={hrefOf}
            onOpen={onOpen}
            onTiles={(ok) => setFailed(ok ? null : 'tiles')}
          />
        ) : null}
      </Box>
      {failed ? (
        <Typography
          role="alert"
          sx={{
            position: 'absolute',
            insetInline: 12,
            bottom: 28,
            zIndex: 1000,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'background.paper',
            boxShadow: 2,
            fontWeight: 700,
          }}
        >
          {failed === 'tiles' ? tilesFailedText : MAP_TEXT.loadFailed}
        </Typography>
      ) : null}
    </Box>
  );
}
