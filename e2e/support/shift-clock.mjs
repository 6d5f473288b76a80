// Loaded with `node --import` by the e2e server entry only (support/start-server.mjs), never by `npm start`:
// the whole server process — the app, better-auth and the embedded PostgreSQL, whose now() reads
// Date.now() — runs at the suite's chosen instant, ticking at the real rate (issue 17; what `faketime`
// does, without a system package). E2E_CLOCK_OFFSET_MS comes from support/suite-clock.ts.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS || 0);

if (offset !== 0) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  const shiftedNow = () => realNow() + offset;

  /** Date with "now" moved by the offset; every other form (a given instant, parsing) is untouched. */
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(shiftedNow()).toString();
    // Reflect.construct keeps subclasses (class X extends Date) working.
    return Reflect.construct(RealDate, args.length === 0 ? [shiftedNow()] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = shiftedNow;
  globalThis.Date = ShiftedDate;
}
