/**
 * The zones map's height, shared by the map and the placeholder drawn while its code (Leaflet and its drawing tool)
 * is on the way: a placeholder of another height would move what is below it when the map comes, and a press there
 * at that moment would land elsewhere (decision 057: code on use must not move what is on screen).
 */
export const ZONE_MAP_HEIGHT = 'min(62vh, 560px)';
export const ZONE_MAP_MIN_HEIGHT = 320;
