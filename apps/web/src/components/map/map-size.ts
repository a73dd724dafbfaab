/**
 * The location picker's map height, shared by the map and the box drawn while its code (Leaflet) is on the way:
 * the fields below it stay where they are when the map comes (decision 057: code on use must not move what is on
 * screen).
 */
export const LOCATION_MAP_HEIGHT = 220;
