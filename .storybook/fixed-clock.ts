/**
 * Stories render against a fixed "now" (22 November 2026, 09:00 WIB) so that
 * screenshots never depend on the clock (copyright year, relative dates).
 * Only argument-less `new Date()` and `Date.now()` are pinned; timers are untouched.
 */
export const FIXED_NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(FIXED_NOW);
    else super(...args);
  }
  static override now() {
    return FIXED_NOW;
  }
}

export function pinClock(): void {
  globalThis.Date = FixedDate as DateConstructor;
}
