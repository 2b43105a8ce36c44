import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type CaptchaConfig, chosenCaptcha } from "../../integrations/captcha.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import { createVkIdClient, type VkIdClient, vkRedirectUri } from "../../integrations/vk-id.ts";
import type { ServerKeys } from "../../keys.ts";
import { accountRoutes } from "./account.routes.ts";
import { type AccountService, createAccountService, type PendingEmailChange } from "./account.service.ts";
import { authPlugin } from "./auth.plugin.ts";
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from "./guards.ts";
import { createKnownDevices, type KnownDevices } from "./known-device.ts";
import { createPasswordResetService, type PasswordResetService } from "./password-reset.service.ts";
import { createRefreshCookie, type RefreshCookie } from "./refresh-cookie.ts";
import { registrationRoutes } from "./registration.routes.ts";
import {
  type AccountOpening,
  createRegistrationService,
  type RegistrationService,
} from "./registration.service.ts";
import { createRegistrationFlow, type PasswordRegistration } from "./registration-flow.ts";
import { sessionRoutes } from "./session.routes.ts";
import { createSessionService, type SessionService } from "./session.service.ts";
import { createSessionLiveness } from "./session-liveness.ts";
import { createPasswordSignIn, type PasswordSignIn } from "./sign-in.ts";
import { createAccessTokens } from "./tokens.ts";
import { createVkLoginService, type VkLoginService } from "./vk-login.service.ts";
import { createVkRegistrationTickets } from "./vk-registration.ts";

/** What the identity module needs from the app. */
export interface AuthRoutesOptions {
  db: Db;
  config: Pick<Config, "publicUrl" | "development" | "VKID_API_URL" | "VKID_APP_ID" | keyof CaptchaConfig>;
  /** The keys of the access tokens, the refresh tokens' successors, the known-device cookies and VK registration tickets. */
  keys: Pick<ServerKeys, "accessTokens" | "refreshTokens" | "knownDevices" | "vkRegistrations">;
  /** What an account gets as it opens and as its address is verified (billing's service). */
  opening: AccountOpening;
  /** Sends the account's e-mails (verification and reset links, security notices). */
  mailer: Mailer;
  /** The change of address waiting for its link, shown with the account's security (the account module's). */
  pendingEmailChange: PendingEmailChange;
  /** Brute-force limits; defaults to DEFAULT_AUTH_LIMITS. */
  limits?: Partial<AuthLimits>;
}

/**
 * What the other modules and the GraphQL API use of identity: the very flows the REST routes use.
 */
export interface IdentityFlows {
  /** Password sign-in with its throttles (sign-in.ts). */
  signIn: PasswordSignIn;
  /** Registration with its per-IP limit (registration-flow.ts). */
  register: PasswordRegistration;
  /** The sign-ins (refresh-token families) of the accounts. */
  sessions: SessionService;
  /** The refresh token's cookie. */
  refreshCookie: RefreshCookie;
  /** The brute-force limits in force. */
  limits: AuthLimits;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The identity flows, shared by REST, GraphQL and the account module. */
    identity: IdentityFlows;
  }
}

export interface AuthRouteDeps {
  sessions: SessionService;
  registration: RegistrationService;
  vkLogin: VkLoginService;
  recaptcha: RecaptchaVerifier;
  vkId: VkIdClient;
  limits: AuthLimits;
  signIn: PasswordSignIn;
  register: PasswordRegistration;
  passwordResets: PasswordResetService;
  accounts: AccountService;
  knownDevices: KnownDevices;
  refreshCookie: RefreshCookie;
}

/**
 * The identity module: `app.authenticate` / `app.optionalUser` for every module registered after it,
 * `app.identity`, and the /api/auth/* routes of signing in, registering and the account's security.
 */
export const authRoutes = fp(
  async (app: FastifyInstance, options: AuthRoutesOptions) => {
    const { db, config, keys, limits, mailer, opening, pendingEmailChange } = options;
    const liveness = createSessionLiveness(db);
    const accessTokens = createAccessTokens(keys.accessTokens, liveness.isLive);
    await app.register(authPlugin, { accessTokens });

    const vkId = createVkIdClient({
      apiUrl: config.VKID_API_URL,
      appId: config.VKID_APP_ID,
      redirectUri: vkRedirectUri(config.publicUrl),
    });
    const sessions = createSessionService({
      db,
      accessTokens,
      refreshKey: keys.refreshTokens,
      onRevoked: liveness.forget,
    });
    const recaptcha = chosenCaptcha(config).verifier;
    const allLimits = { ...DEFAULT_AUTH_LIMITS, ...limits };
    // Plans, trials and purchases are billing's: the composition root hands its service in.
    const registration = createRegistrationService({
      db,
      opening,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const register = createRegistrationFlow(app, { registration, recaptcha, limits: allLimits });
    const passwordResets = createPasswordResetService({
      db,
      sessions,
      mailer,
      opening,
      jobs: app.jobs,
      publicUrl: config.publicUrl,
    });
    const knownDevices = createKnownDevices({ key: keys.knownDevices, publicUrl: config.publicUrl });
    const refreshCookie = createRefreshCookie(config);
    const signIn = createPasswordSignIn(app, {
      sessions,
      recaptcha,
      limits: allLimits,
      passwordResets,
      knownDevices,
      refreshCookie,
    });
    // The GraphQL mutations (graphql/account-mutations.ts) go through the very same flows and counts.
    app.decorate("identity", { signIn, register, sessions, refreshCookie, limits: allLimits });
    const deps: AuthRouteDeps = {
      signIn,
      register,
      sessions,
      registration,
      vkLogin: createVkLoginService({
        db,
        vkId,
        registrations: createVkRegistrationTickets(keys.vkRegistrations),
        mailer,
        publicUrl: config.publicUrl,
      }),
      recaptcha,
      vkId,
      limits: allLimits,
      passwordResets,
      knownDevices,
      refreshCookie,
      accounts: createAccountService({
        db,
        sessions,
        mailer,
        pendingEmailChange,
        publicUrl: config.publicUrl,
      }),
    };
    await app.register(sessionRoutes, deps);
    await app.register(registrationRoutes, deps);
    await app.register(accountRoutes, deps);
  },
  { name: "mandala-auth-routes", dependencies: ["@fastify/rate-limit"] },
);
