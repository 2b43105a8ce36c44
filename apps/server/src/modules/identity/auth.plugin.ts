import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { findUserById, type UserRow } from "./auth.repository.ts";
import type { AccessClaims, AccessTokens } from "./tokens.ts";

/** The signed-in user of a request, from a verified access token. */
export type AuthUser = AccessClaims;

/** A route hook: `{ onRequest: app.authenticate }`. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Requires a valid bearer access token (401 otherwise) and sets `request.user`. */
    authenticate: AuthHook;
    /** Sets `request.user` when a bearer token is sent; none → null; an invalid one → 401. */
    optionalUser: AuthHook;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set by `app.authenticate` / `app.optionalUser`. */
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "";
}

/** The user of a request that went through `app.authenticate`; throws 401 if there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new DomainError("auth.notAuthenticated");
  return request.user;
}

/** The row of signed-in user `userId`: 401 when the account is gone (deleted since its token was issued). */
export async function requireUserRow(db: DbOrTx, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError("auth.notAuthenticated");
  return user;
}

/** The admin of a request that went through `app.authenticate`: 401 without a user, 403 for others. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== "admin") throw new DomainError("auth.adminOnly");
  return user;
}

/**
 * Decorates the app with `authenticate` and `optionalUser` for every module to reuse:
 *
 * ```ts
 * app.get("/x", { onRequest: app.authenticate }, async (request) => requireUser(request).id);
 * ```
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) => {
    app.decorateRequest("user", null);

    async function resolve(request: FastifyRequest, required: boolean) {
      const token = bearerToken(request);
      if (token === null) {
        if (required) throw new DomainError("auth.notAuthenticated");
        request.user = null;
        return;
      }
      const claims = token === "" ? null : await accessTokens.verify(token);
      if (!claims) throw new DomainError("auth.notAuthenticated");
      request.user = claims;
    }

    app.decorate("authenticate", (request: FastifyRequest) => resolve(request, true));
    app.decorate("optionalUser", (request: FastifyRequest) => resolve(request, false));
  },
  { name: "mandala-auth" },
);
