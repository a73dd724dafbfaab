export { OrderRating } from './components/order-rating.tsx';
export { WeeklyRatingCard } from './components/weekly-rating-card.tsx';
