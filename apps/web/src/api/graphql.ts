/**
 * A small client for POST /graphql: the bearer token of the stored session (renewed when expired,
 * once more after an UNAUTHENTICATED answer; a session that has ended sends the person to sign in
 * again when the server asks for one, as in client.ts), the interface language, and file uploads by the GraphQL
 * multipart request spec.
 */

import i18n from "../i18n/index.ts";
import { refreshAccessToken, sessionEnded, tokenForCall, withSessionExpiry } from "./client.ts";
import { apiTransport } from "./transport.ts";

/** A GraphQL error answer: the first error's message and code (BAD_USER_INPUT, FORBIDDEN, ...). */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor(message: string, code: string | undefined, status: number) {
    super(message);
    this.name = "GraphQLRequestError";
    this.code = code;
    this.status = status;
  }
}

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Files to send, by the dotted path of the variable they fill (e.g. `input.featuredImage`). */
export type GraphQLFiles = Record<string, File>;

function body(query: string, variables: Record<string, unknown>, files: GraphQLFiles): BodyInit {
  const paths = Object.keys(files);
  if (paths.length === 0) return JSON.stringify({ query, variables });
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(paths.map((path, index) => [index, [`variables.${path}`]]))),
  );
  paths.forEach((path, index) => {
    const file = files[path];
    if (file) form.append(String(index), file, file.name);
  });
  return form;
}

async function send<T>(
  query: string,
  variables: Record<string, unknown>,
  files: GraphQLFiles,
  token: string | null,
): Promise<{ status: number; reply: GraphQLReply<T> }> {
  const payload = body(query, variables, files);
  const response = await apiTransport("/graphql", {
    method: "POST",
    headers: {
      "accept-language": i18n.language,
      ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: payload,
  });
  const reply = (await response.json().catch(() => ({}))) as GraphQLReply<T>;
  return { status: response.status, reply };
}

/** Runs a query or mutation and returns its data; throws GraphQLRequestError on any error. */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  files: GraphQLFiles = {},
): Promise<T> {
  let { token, ended } = await tokenForCall();
  let { status, reply } = await send<T>(query, variables, files, token);
  const unauthenticated = reply.errors?.[0]?.extensions?.code === "UNAUTHENTICATED";
  if (token && unauthenticated) {
    token = await withSessionExpiry(refreshAccessToken);
    ({ status, reply } = await send<T>(query, variables, files, token));
  } else if (ended && unauthenticated) {
    sessionEnded();
  }
  const error = reply.errors?.[0];
  if (error || !reply.data) {
    throw new GraphQLRequestError(
      error?.message ?? `GraphQL request failed (${status})`,
      error?.extensions?.code,
      status,
    );
  }
  return reply.data;
}
