/**
 * The account mutations of the GraphQL API: thin callers of the flows behind POST /api/auth/register/
 * and POST /api/auth/token/ (same rules, limits, error codes and tokens: the refresh token is set as the
 * HttpOnly cookie, never given in the reply).
 */
import { ZRegisterRequest } from "@mandala/contract";
import type { UserRow } from "../modules/identity/index.ts";
import { parseInput } from "../parse-input.ts";
import { builder, UserRef } from "./builder.ts";

const CreateUserPayload = builder.objectRef<{ user: UserRow }>("CreateUserPayload").implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

const TokenAuthPayload = builder.objectRef<{ token: string; user: UserRow }>("TokenAuthPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token", {
      description: "The access token (JWT), as POST /api/auth/token/ gives",
    }),
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
  }),
});

/** Adds `createUser` and `tokenAuth` to the schema (once, before it is built). */
export function addAccountMutations() {
  builder.mutationFields((t) => ({
    createUser: t.field({
      type: CreateUserPayload,
      args: {
        username: t.arg.string({ required: true }),
        email: t.arg.string({ required: true }),
        password: t.arg.string({ required: true }),
        plan: t.arg.id({ description: "a plan id; with freeTrial, the 3-day trial of that plan" }),
        freeTrial: t.arg.boolean(),
        recaptcha: t.arg.string({ description: "the reCAPTCHA answer, when the check is on" }),
        personalDataConsent: t.arg.boolean({
          description: "true: the person ticked the consent to the processing of personal data (required)",
        }),
      },
      resolve: async (_root, args, ctx) => {
        const input = parseInput(ZRegisterRequest, {
          username: args.username,
          email: args.email,
          password: args.password,
          plan: args.plan ?? null,
          free_trial: args.freeTrial ?? false,
          recaptcha: args.recaptcha ?? undefined,
          personal_data_consent: args.personalDataConsent ?? undefined,
        });
        return { user: await ctx.deps.accounts.register(ctx.req, ctx.reply, input) };
      },
    }),
    tokenAuth: t.field({
      type: TokenAuthPayload,
      args: {
        username: t.arg.string({ required: true, description: "the username or the e-mail" }),
        password: t.arg.string({ required: true }),
        recaptcha: t.arg.string({ description: "the reCAPTCHA answer, when the check is on" }),
      },
      resolve: async (_root, args, ctx) => {
        const { user, access } = await ctx.deps.accounts.signIn(ctx.req, ctx.reply, args);
        return { token: access, user };
      },
    }),
  }));
}
