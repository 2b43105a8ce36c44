/**
 * The fetch the API calls (client.ts, graphql.ts) go through: the browser's, or on the server, while it
 * renders a page's first screen (entry-prerender.tsx), one that answers them in-process.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** Sends an API request (a root-relative `path`). */
export function apiTransport(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}

/** Routes the API requests through `next` (the server rendering a page). */
export function setApiTransport(next: Transport): void {
  transport = next;
}
