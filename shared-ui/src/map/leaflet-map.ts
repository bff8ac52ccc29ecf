/// <reference path="./css.d.ts" />
// The map itself, on Leaflet with supercluster's clusters (docs/adr/0029): loaded by HotelMap only when the map
// is opened or scrolled into view, so neither library nor Leaflet's stylesheet is in a page's start-up.
// Each hotel is a link (its price in short form, its name and full price as the accessible name), reached by Tab in
// the list's order; a cluster is a button that zooms in; landmarks are labelled pins, not in the tab order.
import type { MapHotel, MapLandmark } from '@rahi/shared-contracts/api';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
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
`;

function addStyles() {
  if (document.getElementById('rahi-leaflet-css')) return;
  const style = document.createElement('style');
  style.id = 'rahi-leaflet-css';
  style.textContent = leafletCss + MARKER_CSS;
  document.head.append(style);
}

export interface DrawMapOptions {
  element: HTMLElement;
  tiles: MapTiles;
  centre: { lat: number; lng: number };
  /** The hotel's address; a map without it (the hotel page's) shows hotels as labels, not links. */
  hrefOf?: (hotel: MapHotel) => string;
  /** A hotel's link was followed (click, Enter): the page navigates. */
  onOpen?: (href: string) => void;
  /** Tiles could not be had (none has loaded and one failed), or they load again. */
  onTiles: (ok: boolean) => void;
}

export interface HotelMapView {
  show(hotels: readonly MapHotel[], landmarks: readonly MapLandmark[]): void;
  destroy(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pin = (html: string) => L.divIcon({ className: 'rahi-pin', html, iconSize: [0, 0] });

export function drawHotelMap(options: DrawMapOptions): HotelMapView {
  addStyles();
  const map = L.map(options.element, { zoomControl: false, attributionControl: false });
  L.control.zoom({ zoomInTitle: MAP_TEXT.zoomIn, zoomOutTitle: MAP_TEXT.zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  let tileLoaded = false;
  L.tileLayer(options.tiles.tileUrl, { attribution: options.tiles.attribution, maxZoom: 18 })
    .on('tileload', () => {
      if (!tileLoaded) options.onTiles(true);
      tileLoaded = true;
    })
    .on('tileerror', () => {
      if (!tileLoaded) options.onTiles(false);
    })
    .addTo(map);
  const layer = L.layerGroup().addTo(map);
  const landmarkLayer = L.layerGroup().addTo(map);
  const index = new Supercluster<{ hotel: MapHotel }>({ radius: 48, maxZoom: 16 });
  let hotels: readonly MapHotel[] = [];

  const hotelPin = (hotel: MapHotel) => {
    const name = escapeHtml(markerName(hotel));
    const face = escapeHtml(markerText(hotel));
    // The hotel page's own hotel: its name, no price (the rooms below have theirs).
    if (!options.hrefOf) return pin(`<span class="rahi-price rahi-here">${escapeHtml(hotel.name)}</span>`);
    const href = escapeHtml(options.hrefOf(hotel));
    return pin(`<a class="rahi-price" href="${href}" data-hotel-link aria-label="${name}">${face}</a>`);
  };

  const draw = () => {
    layer.clearLayers();
    if (hotels.length === 0) return;
    const bounds = map.getBounds().pad(0.2);
    const clusters = index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      Math.round(map.getZoom()),
    );
    // In the list's order, so Tab goes through the markers as the list reads.
    const order = new Map(hotels.map((hotel, position) => [hotel.id, position]));
    const rank = (feature: (typeof clusters)[number]) =>
      'hotel' in feature.properties ? (order.get(feature.properties.hotel.id) ?? 0) : -1;
    for (const feature of clusters.sort((a, b) => rank(a) - rank(b))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ('hotel' in feature.properties) {
        L.marker([lat, lng], { icon: hotelPin(feature.properties.hotel), keyboard: false }).addTo(layer);
        continue;
      }
      const { cluster_id: id, point_count: count } = feature.properties as Supercluster.ClusterProperties;
      const marker = L.marker([lat, lng], {
        icon: pin(
          `<button type="button" class="rahi-cluster" aria-label="${escapeHtml(clusterName(count))}">${escapeHtml(
            clusterName(count).split(' ')[0] ?? '',
          )}</button>`,
        ),
        keyboard: false,
      }).addTo(layer);
      marker.on('click', () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)));
    }
  };
  map.on('moveend', draw);

  // A hotel's link: the page navigates itself (no reload); a click with a modifier opens a tab as links do.
  const follow = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[data-hotel-link]');
    if (!link || !options.onOpen || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    options.onOpen(link.getAttribute('href') ?? '/');
  };
  options.element.addEventListener('click', follow);
  // A cluster's button by keyboard: Leaflet hears clicks on the marker, Enter on a button is one.

  return {
    show(next, landmarks) {
      hotels = next;
      index.load(
        next.map((hotel) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [hotel.lng, hotel.lat] },
          properties: { hotel },
        })),
      );
      landmarkLayer.clearLayers();
      for (const landmark of landmarks)
        L.marker([landmark.lat, landmark.lng], {
          icon: pin(
            `<span class="rahi-landmark">${escapeHtml(landmarkSign(landmark.kind))}: ${escapeHtml(landmark.name)}</span>`,
          ),
          keyboard: false,
          interactive: false,
        }).addTo(landmarkLayer);
      const points = next.map((hotel) => L.latLng(hotel.lat, hotel.lng));
      if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 16 });
      else map.setView(points[0] ?? [options.centre.lat, options.centre.lng], points.length ? 15 : 13);
      draw();
    },
    destroy() {
      options.element.removeEventListener('click', follow);
      map.remove();
    },
  };
}
