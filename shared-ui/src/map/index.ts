export { HotelMap, type HotelMapProps } from './HotelMap';
export { clusterName, landmarkSign, MAP_TEXT, markerName, markerText } from './map-labels';
export { loadMapTiles, type MapTiles } from './map-tiles';
