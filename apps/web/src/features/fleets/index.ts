// What other features may use of fleets: the panel the partner's account page embeds (decision 046).
export { PartnerFleetsPanel } from './components/partner-fleets-panel.tsx';
