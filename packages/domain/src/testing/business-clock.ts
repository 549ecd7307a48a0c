/**
 * Vitest setup file (root vitest.config.ts): shifts the clock so that, when the test file starts, a clock in Warsaw
 * shows TEST_WARSAW_TIME (HH:mm) of the current Warsaw day; from there time runs at its real pace. Only Date moves:
 * timers, performance.now() and the databases' own now() keep the real time, so a test can only pass if the
 * application takes every business time from one clock (decision 117).
 */
import { instantInPoland, isoDateInPoland } from '../calendar';

const wallTime = process.env.TEST_WARSAW_TIME;

if (wallTime) {
  const RealDate = Date;
  const offset = instantInPoland(isoDateInPoland(new RealDate()), wallTime).getTime() - RealDate.now();

  class BusinessClockDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now() {
      return RealDate.now() + offset;
    }

    // Dates made by Node itself (file times) and by modules that kept the original constructor are dates too.
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }

  globalThis.Date = BusinessClockDate as unknown as DateConstructor;
}
