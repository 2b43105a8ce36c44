/**
 * An unsigned JWT-shaped access token of user `userId` (7: the fixtures' user) whose `exp` is
 * `secondsFromNow` away: enough for client-side checks.
 */
export function fakeJwt(secondsFromNow: number, userId = 7): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: "HS256" })}.${encode({ sub: String(userId), exp })}.sig`;
}

/** What POST /api/auth/token/ answers (the refresh token is the HttpOnly cookie, never in the body). */
export function signInReply() {
  return { access: fakeJwt(900) };
}
