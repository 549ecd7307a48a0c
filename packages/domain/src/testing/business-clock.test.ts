import { describe } from 'vitest';
import { itRunsOnTheConfiguredClock } from './business-clock-checks';

describe('the test clock of this project (root vitest.config.ts)', () => {
  itRunsOnTheConfiguredClock();
});
