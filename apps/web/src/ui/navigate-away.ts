/** Sends the browser to another site (the payment provider's checkout page). Tests replace it. */
export function navigateAway(url: string): void {
  window.location.assign(url);
}
