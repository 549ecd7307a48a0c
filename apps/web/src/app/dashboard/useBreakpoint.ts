import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH, PC_MIN_WIDTH } from '../../lib/breakpoints';
import type { Breakpoint } from './grid-layout';

/** PC from 1000 px, mobile up to 787 px, tablet between (where the seed's ranges overlap, mobile wins). */
export function useBreakpoint(): Breakpoint {
  const options = { getInitialValueInEffect: false };
  const pc = useMediaQuery(`(min-width: ${PC_MIN_WIDTH}px)`, false, options);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, options);
  if (pc) return 'pc';
  return mobile ? 'mobile' : 'tablet';
}
