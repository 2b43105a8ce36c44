/**
 * Where billing's time-dependent rules (renewal due, grace, expiry, the quota's new period, reminders)
 * take "now" from: real time in the app, a clock the test moves in integration tests.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
