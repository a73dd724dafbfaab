/** The header every request from the web app carries (contract section 2). Kept free of zod for the first load. */
export const APP_ID_HEADER = 'x-app-id';
export const WEB_APP_ID = 'backoffice-web';
/** The rider's phone app at /r (decision 042). */
export const RIDER_PWA_APP_ID = 'rider-pwa';
export const KNOWN_APP_IDS = [WEB_APP_ID, RIDER_PWA_APP_ID] as const;
