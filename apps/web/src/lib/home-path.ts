export { homePathFor } from '@backoffice/shared/home-path';
