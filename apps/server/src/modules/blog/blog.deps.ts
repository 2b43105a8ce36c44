import type { FastifyReply, FastifyRequest } from "fastify";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import type { createAvatarStore } from "../auth/avatar.ts";
import type { ProfileService } from "../auth/profile.service.ts";
import type { RegistrationService } from "../auth/registration.service.ts";
import type { SessionService } from "../auth/session.service.ts";
import type { BlogService } from "./blog.service.ts";
import type { BlogAdminService } from "./blog-admin.service.ts";

/** Brute-force guards of the sign-in and registration mutations (shared with the REST routes' store). */
export interface AuthGuards {
  /** Throws 429 when the client IP has used up its attempts. */
  perIp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Throws 429 when `account` has used up its failed sign-ins. */
  checkAccount(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  recordFailure(request: FastifyRequest): Promise<void>;
}

/** The services the GraphQL resolvers call. */
export interface BlogDeps {
  blog: BlogService;
  admin: BlogAdminService;
  sessions: SessionService;
  registration: RegistrationService;
  profiles: ProfileService;
  avatars: ReturnType<typeof createAvatarStore>;
  recaptcha: RecaptchaVerifier;
  guards: AuthGuards;
}
