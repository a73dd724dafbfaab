/**
 * The riders' map's height, shared by the map and the placeholders drawn while its data or its code (Leaflet) is on
 * the way: a placeholder of another height moved the list below it when the map came, and a tap on a rider's
 * «En turno» switch at that moment landed elsewhere (decision 057: code on use must not move what is on screen).
 */
export const RIDER_MAP_HEIGHT = 'min(55vh, 480px)';
export const RIDER_MAP_MIN_HEIGHT = 280;
