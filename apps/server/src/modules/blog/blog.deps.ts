import type { FastifyReply, FastifyRequest } from "fastify";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import type { createAvatarStore } from "../auth/avatar.ts";
import type { ProfileService } from "../auth/profile.service.ts";
import type { RegistrationService } from "../auth/registration.service.ts";
import type { SessionService } from "../auth/session.service.ts";
import type { PasswordSignIn } from "../auth/sign-in.ts";
import type { BlogService } from "./blog.service.ts";
import type { BlogAdminService } from "./blog-admin.service.ts";

/** The brute-force guard of the registration mutation (shared with the REST routes' store). */
export interface AuthGuards {
  /** Throws 429 when the client IP has used up its attempts. */
  perIp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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
  /** The password sign-in of the auth module: the same rules and counts as the REST route. */
  signIn: PasswordSignIn;
}
