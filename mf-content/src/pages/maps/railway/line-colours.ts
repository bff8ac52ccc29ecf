// Each line's colour on the map and beside its name in the list, by its place in booking-api's order. Every
// colour keeps 4.5:1 or more against white, so the list's swatches and the map's strokes read alike.
const COLOURS = ['#0b6e69', '#1660b8', '#b3261e', '#7b3fa0', '#8a5300', '#2e6b30', '#b0144f'];

export const lineColour = (index: number) => COLOURS[index % COLOURS.length] as string;
