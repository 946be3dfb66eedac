/**
 * Imported first by a runtime process a test starts (`runtime-child-main.ts`), so that process lives `TEST_CLOCK_SHIFT_MS` in the
 * future: `new Date()` and `Date.now()` read the shifted time, everything else about `Date` is the real one. A test
 * restarts a runtime a day later this way instead of waiting a day (the app itself has no clock to inject).
 */
const shiftMs = Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0);
if (shiftMs) {
  const RealDate = Date;
  const now = () => RealDate.now() + shiftMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
