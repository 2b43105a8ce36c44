/** An unsigned JWT-shaped token whose `exp` is `secondsFromNow` away: enough for client-side checks. */
export function fakeJwt(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${encode({ alg: "HS256" })}.${encode({ sub: "1", exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}

/** A token pair as POST /api/auth/token/ answers it. */
export function tokenPair() {
  return { access: fakeJwt(900), refresh: "refresh-token" };
}
