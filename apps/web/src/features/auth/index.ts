// What other features may use of the signed-in session (decision 046).
export { useAuth } from './auth-context.tsx';
