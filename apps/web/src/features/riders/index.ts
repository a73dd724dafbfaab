// What other features may use of riders: the live map (the fleet's home shows it too; decision 048).
export { RidersLiveMap } from './components/riders-live-map.tsx';
