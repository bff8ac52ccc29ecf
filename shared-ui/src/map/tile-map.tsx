// The map itself, on pigeon-maps (raster tiles drawn by React, no dependencies) with supercluster's clusters
// (docs/adr/0041): loaded by HotelMap only when the map is opened or scrolled into view, so neither library is in a
// page's start-up. Each hotel is a link (its price in short form, its name and full price as the accessible name),
// reached by Tab in the list's order; a cluster is a button that zooms in; landmarks are labelled pins, not in the
// tab order.
import type { MapHotel, MapLandmark } from '@rahi/shared-contracts/api';
import { type Bounds, Overlay, Map as PigeonMap, type Point, type TileComponent } from 'pigeon-maps';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { fitBounds } from './fit-bounds';
import { clusterName, landmarkSign, MAP_TEXT, markerName, markerText } from './map-labels';
import type { MapTiles } from './map-tiles';

const MARKER_CSS = `
.rahi-pin{position:relative}
.rahi-pin>*{position:absolute;left:0;top:0;transform:translate(-50%,-100%);white-space:nowrap;direction:rtl;
  font:700 13px/1.5 Vazirmatn,Tahoma,sans-serif;border-radius:14px;padding:1px 8px;text-decoration:none;
  box-shadow:0 1px 4px rgba(0,0,0,.35)}
.rahi-pin .rahi-price{background:#fff;color:#0d47a1;border:1.5px solid #0d47a1}
.rahi-pin .rahi-price:hover,.rahi-pin .rahi-price:focus-visible{background:#0d47a1;color:#fff;outline:3px solid #ffb300}
.rahi-pin .rahi-cluster{background:#0d47a1;color:#fff;border:2px solid #fff;cursor:pointer;transform:translate(-50%,-50%);
  min-width:32px;min-height:32px;border-radius:16px}
.rahi-pin .rahi-cluster:focus-visible{outline:3px solid #ffb300}
.rahi-pin .rahi-landmark{background:#4a148c;color:#fff;font-weight:500;font-size:12px;pointer-events:none}
.rahi-pin .rahi-here{background:#b71c1c;color:#fff}
.rahi-zoom{position:absolute;top:10px;left:10px;display:flex;flex-direction:column;border-radius:6px;overflow:hidden;
  box-shadow:0 1px 4px rgba(0,0,0,.35)}
.rahi-zoom button{width:34px;height:34px;border:0;background:#fff;color:#1d2623;font:700 20px/1 Tahoma,sans-serif;
  cursor:pointer}
.rahi-zoom button+button{border-top:1px solid #ccc}
.rahi-zoom button:hover{background:#f0f0f0}
.rahi-zoom button:focus-visible{outline:3px solid #ffb300;outline-offset:-3px}
.rahi-zoom button:disabled{color:#aaa;cursor:default}
`;

// In the page as soon as this chunk is (it is only ever imported in the browser), before the map's first render:
// added by an effect, the zoom buttons and pins were first laid out unstyled and then moved (CLS 0.08 in CI).
if (typeof document !== 'undefined' && !document.getElementById('rahi-map-css')) {
  const style = document.createElement('style');
  style.id = 'rahi-map-css';
  style.textContent = MARKER_CSS;
  document.head.append(style);
}

/**
 * A tile placed by a transform, where pigeon-maps' own sets `left`/`top`: a pan or zoom then moves no box, so the
 * browser counts no layout shift (the city page's CLS was 0.08 with pigeon's tile in CI). A tile that fails is
 * hidden: Chromium draws a broken-image glyph in the corner of each otherwise (the map's alert says why it is blank).
 */
const Tile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    alt=""
    onLoad={(event) => {
      event.currentTarget.style.visibility = '';
      tileLoaded();
    }}
    onError={(event) => {
      event.currentTarget.style.visibility = 'hidden';
    }}
    style={{
      position: 'absolute',
      left: 0,
      top: 0,
      transform: `translate(${tile.left}px, ${tile.top}px)`,
      willChange: 'transform',
    }}
  />
);

export interface TileMapProps {
  tiles: MapTiles;
  centre: { lat: number; lng: number };
  /** In the order the list shows them (the markers' tab order). */
  hotels: readonly MapHotel[];
  landmarks: readonly MapLandmark[];
  /** The hotel's address; a map without it (the hotel page's) shows hotels as labels, not links. */
  hrefOf?: (hotel: MapHotel) => string;
  /** A hotel's link was followed (click, Enter): the page navigates. */
  onOpen?: (href: string) => void;
  /** Tiles could not be had (none has loaded and one failed), or they load again. */
  onTiles: (ok: boolean) => void;
}

const MAX_ZOOM = 18;
const MIN_ZOOM = 2;
const SUBDOMAINS = ['a', 'b', 'c'];

/** MAP_TILE_URL's template ({s} a subdomain, {z}/{x}/{y} the tile) as pigeon-maps asks for a tile. */
const tileProvider = (template: string) => (x: number, y: number, z: number) =>
  template
    .replace('{s}', SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length] ?? 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));

type HotelFeature = Supercluster.PointFeature<{ hotel: MapHotel }>;

/** The view's bounds grown by a fifth each way: markers just outside it are drawn before a pan brings them in. */
function padded({ ne, sw }: Bounds): [number, number, number, number] {
  const dLat = (ne[0] - sw[0]) * 0.2;
  const dLng = (ne[1] - sw[1]) * 0.2;
  return [sw[1] - dLng, sw[0] - dLat, ne[1] + dLng, ne[0] + dLat];
}

/** The tile provider's credit: the operator's HTML (MAP_TILE_ATTRIBUTION, or OpenStreetMap's), links included. */
function Attribution({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway's configuration, not a visitor's text
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function TileMap({ tiles, centre, hotels, landmarks, hrefOf, onOpen, onTiles }: TileMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Known once the frame has its size (a layout effect, before the first paint): the map is drawn at its first
  // view, never at a provisional one it then moves from.
  const [view, setView] = useState<{ center: Point; zoom: number } | null>(null);
  const [bounds, setBounds] = useState<Bounds>();
  // While pigeon-maps animates a move (a cluster, the zoom buttons, the wheel), what it reports is a view on the
  // way, or one from before the move (its reports are debounced): fed back as the map's props, either turns the
  // move around, on a slow phone or a busy machine. Only the view it settles on is taken.
  const moving = useRef(false);

  const index = useMemo(() => {
    const points: HotelFeature[] = hotels.map((hotel) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [hotel.lng, hotel.lat] },
      properties: { hotel },
    }));
    return new Supercluster<{ hotel: MapHotel }>({ radius: 48, maxZoom: 16 }).load(points);
  }, [hotels]);

  // Every hotel in view, as Leaflet's fitBounds did; one alone at street level; none, the city's centre.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const points = hotels.map((hotel) => ({ lat: hotel.lat, lng: hotel.lng }));
    if (points.length > 1) {
      const fitted = fitBounds(points, element.clientWidth, element.clientHeight, {
        padding: 32,
        maxZoom: 16,
      });
      setView({ center: [fitted.centre.lat, fitted.centre.lng], zoom: fitted.zoom });
    } else {
      const [only] = points;
      setView({ center: only ? [only.lat, only.lng] : [centre.lat, centre.lng], zoom: only ? 15 : 13 });
    }
  }, [hotels, centre.lat, centre.lng]);

  // Tiles: said to be missing once one fails before any has loaded, and fine again when one loads. A tile's load
  // and error do not bubble; the frame hears them in their capture phase.
  const report = useRef(onTiles);
  report.current = onTiles;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let tileLoaded = false;
    const heard = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      if (!tileLoaded) report.current(event.type === 'load');
      if (event.type === 'load') tileLoaded = true;
    };
    element.addEventListener('load', heard, true);
    element.addEventListener('error', heard, true);
    return () => {
      element.removeEventListener('load', heard, true);
      element.removeEventListener('error', heard, true);
    };
  }, []);
  const provider = useMemo(() => tileProvider(tiles.tileUrl), [tiles.tileUrl]);

  const zoomLevel = Math.round(view?.zoom ?? MIN_ZOOM);
  const clusters = bounds ? index.getClusters(padded(bounds), zoomLevel) : [];
  // A cluster chosen by keyboard is drawn no more once the map has zoomed in: when the map settles, focus goes to
  // the first marker (clusters first, then hotels in the list's order) holding one of its hotels.
  const focusAfterZoom = useRef<{ zoom: number; hotels: ReadonlySet<number> } | null>(null);
  useEffect(() => {
    const wanted = focusAfterZoom.current;
    if (!wanted || !bounds || zoomLevel !== wanted.zoom || moving.current) return;
    focusAfterZoom.current = null;
    const markers = [
      ...(frame.current?.querySelectorAll<HTMLElement>('[data-hotel-id], [data-cluster-id]') ?? []),
    ];
    const holdsOne = ({ dataset }: HTMLElement) =>
      dataset.hotelId
        ? wanted.hotels.has(Number(dataset.hotelId))
        : index
            .getLeaves(Number(dataset.clusterId), Number.POSITIVE_INFINITY)
            .some((leaf) => wanted.hotels.has(leaf.properties.hotel.id));
    (markers.find(holdsOne) ?? markers[0])?.focus({ preventScroll: true });
  }, [bounds, zoomLevel, index]);
  // In the list's order, so Tab goes through the markers as the list reads; clusters first.
  const order = new Map(hotels.map((hotel, position) => [hotel.id, position]));
  const rank = (feature: (typeof clusters)[number]) =>
    'hotel' in feature.properties ? (order.get(feature.properties.hotel.id) ?? 0) : -1;
  const sorted = [...clusters].sort((a, b) => rank(a) - rank(b));

  // A hotel's link: the page navigates itself (no reload); a click with a modifier opens a tab as links do.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(event.currentTarget.getAttribute('href') ?? '/');
  };
  const zoomTo = (zoom: number) =>
    setView((current) => current && { ...current, zoom: Math.min(Math.max(zoom, MIN_ZOOM), MAX_ZOOM) });

  return (
    <div ref={frame} style={{ position: 'absolute', inset: 0 }}>
      {view && (
        <>
          <PigeonMap
            provider={provider}
            tileComponent={Tile}
            center={view.center}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            onAnimationStart={() => {
              moving.current = true;
            }}
            onAnimationStop={() => {
              moving.current = false;
            }}
            onBoundsChanged={({ center, zoom, bounds: next }) => {
              if (moving.current) return;
              setView({ center, zoom });
              setBounds(next);
            }}
            attributionPrefix={false}
            attribution={tiles.attribution ? <Attribution html={tiles.attribution} /> : false}
          >
            {landmarks.map((landmark) => (
              <Overlay
                key={`landmark-${landmark.kind}-${landmark.name}`}
                anchor={[landmark.lat, landmark.lng]}
              >
                <div className="rahi-pin">
                  <span className="rahi-landmark">
                    {landmarkSign(landmark.kind)}: {landmark.name}
                  </span>
                </div>
              </Overlay>
            ))}
            {sorted.map((feature) => {
              const [lng, lat] = feature.geometry.coordinates as [number, number];
              if ('hotel' in feature.properties) {
                const { hotel } = feature.properties;
                return (
                  <Overlay key={`hotel-${hotel.id}`} anchor={[lat, lng]}>
                    <div className="rahi-pin">
                      {hrefOf ? (
                        <a
                          className="rahi-price"
                          href={hrefOf(hotel)}
                          data-hotel-link=""
                          data-hotel-id={hotel.id}
                          aria-label={markerName(hotel)}
                          onClick={follow}
                        >
                          {markerText(hotel)}
                        </a>
                      ) : (
                        // The hotel page's own hotel: its name, no price (the rooms below have theirs).
                        <span className="rahi-price rahi-here">{hotel.name}</span>
                      )}
                    </div>
                  </Overlay>
                );
              }
              const { cluster_id: id, point_count: count } =
                feature.properties as Supercluster.ClusterProperties;
              return (
                <Overlay key={`cluster-${id}`} anchor={[lat, lng]}>
                  <div className="rahi-pin">
                    <button
                      type="button"
                      className="rahi-cluster"
                      data-cluster-id={id}
                      aria-label={clusterName(count)}
                      onClick={(event) => {
                        const zoom = Math.min(index.getClusterExpansionZoom(id), MAX_ZOOM);
                        // Chosen by keyboard (a click with no pointer): the button goes with the zoom, focus follows.
                        if (event.detail === 0) {
                          const leaves = index.getLeaves(id, Number.POSITIVE_INFINITY);
                          focusAfterZoom.current = {
                            zoom,
                            hotels: new Set(leaves.map((leaf) => leaf.properties.hotel.id)),
                          };
                        }
                        setView({ center: [lat, lng], zoom });
                      }}
                    >
                      {clusterName(count).split(' ')[0]}
                    </button>
                  </div>
                </Overlay>
              );
            })}
          </PigeonMap>
          <div className="rahi-zoom">
            <button
              type="button"
              title={MAP_TEXT.zoomIn}
              aria-label={MAP_TEXT.zoomIn}
              disabled={view.zoom >= MAX_ZOOM}
              onClick={() => zoomTo(Math.round(view.zoom) + 1)}
            >
              +
            </button>
            <button
              type="button"
              title={MAP_TEXT.zoomOut}
              aria-label={MAP_TEXT.zoomOut}
              disabled={view.zoom <= MIN_ZOOM}
              onClick={() => zoomTo(Math.round(view.zoom) - 1)}
            >
              −
            </button>
          </div>
        </>
      )}
    </div>
  );
}
