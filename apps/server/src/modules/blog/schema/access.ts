/** Who may do what: the caller comes from the bearer token; admin rights from the database. */

import { DomainError } from "../../../errors.ts";
import type { GraphqlContext } from "../../../graphql/builder.ts";
import { invalidFields } from "../../../parse-input.ts";
import type { AccessClaims } from "../../identity/index.ts";

/** The signed-in caller, or UNAUTHENTICATED. */
export function requireViewer(ctx: GraphqlContext): AccessClaims {
  if (!ctx.viewer) throw new DomainError("auth.notAuthenticated");
  return ctx.viewer;
}

/** A positive integer id from a GraphQL ID, or BAD_USER_INPUT naming `field`. */
export function parseId(value: string | number, field: string): number {
  const id = typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  // Ids are PostgreSQL `integer`s: a larger number names no row and must not reach the database.
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw invalidFields([field]);
  }
  return id;
}

/** The caller's id when `userId` names them; FORBIDDEN when it names someone else. */
export function actAs(ctx: GraphqlContext, userId: string | number): number {
  const viewer = requireViewer(ctx);
  if (parseId(userId, "userId") !== viewer.id) throw new DomainError("blog.notYourAccount");
  return viewer.id;
}

/** The caller's id when they are an admin (checked in the database); FORBIDDEN otherwise. */
export async function requireAdmin(ctx: GraphqlContext): Promise<number> {
  const viewer = requireViewer(ctx);
  if (!(await ctx.deps.blog.isAdmin(viewer.id))) throw new DomainError("auth.adminOnly");
  return viewer.id;
}
