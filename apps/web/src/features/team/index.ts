// What other features may use of the team: the panel their account pages embed (decision 046).
export { TeamPanel } from './components/team-panel.tsx';
