import { MOBILE_BREAKPOINT_PX } from '@backoffice/shared';
import { useMediaQuery } from '@mantine/hooks';

/** mobileScreen of seed section 4: true when the viewport is narrower than 768 px. */
export const useMobileScreen = () =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
