import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type CaptchaConfig, chosenCaptcha } from "../../integrations/captcha.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import { createVkIdClient, type VkIdClient, vkRedirectUri } from "../../integrations/vk-id.ts";
import type { ServerKeys } from "../../keys.ts";
import { uploadsPlugin } from "../../plugins/uploads.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { createBillingService, type Money } from "../billing/index.ts";
import { accountRoutes } from "./account.routes.ts";
import { type AccountService, createAccountService } from "./account.service.ts";
import { accountDeletionRoutes, scheduleAccountPurge } from "./account-deletion.routes.ts";
import { createAccountDeletion } from "./account-deletion.service.ts";
import { authPlugin } from "./auth.plugin.ts";
import { createAvatarStore } from "./avatar.ts";
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from "./guards.ts";
import { createKnownDevices, type KnownDevices } from "./known-device.ts";
import { createPasswordResetService, type PasswordResetService } from "./password-reset.service.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createProfileService, type ProfileService } from "./profile.service.ts";
import { createRefreshCookie, type RefreshCookie } from "./refresh-cookie.ts";
import { registrationRoutes } from "./registration.routes.ts";
import { createRegistrationService, type RegistrationService } from "./registration.service.ts";
import { createRegistrationFlow, type PasswordRegistration } from "./registration-flow.ts";
import { sessionRoutes } from "./session.routes.ts";
import { createSessionService, type SessionService } from "./session.service.ts";
import { createSessionLiveness } from "./session-liveness.ts";
import { createPasswordSignIn, type PasswordSignIn } from "./sign-in.ts";
import { createAccessTokens } from "./tokens.ts";
import { createVkLoginService, type VkLoginService } from "./vk-login.service.ts";
import { createVkRegistrationTickets } from "./vk-registration.ts";

/** What the auth module needs from the app. */
export interface AuthRoutesOptions {
  db: Db;
  config: Pick<Config, "publicUrl" | "development" | "VKID_API_URL" | "VKID_APP_ID" | keyof CaptchaConfig>;
  /** The keys of the access tokens, the refresh tokens' successors, the known-device cookies and VK registration tickets. */
  keys: Pick<ServerKeys, "accessTokens" | "refreshTokens" | "knownDevices" | "vkRegistrations">;
  /**
   * The payment provider and payments: deleting an account removes its saved methods at the provider
   * and settles its payments in flight.
   */
  money: Pick<Money, "provider" | "payments">;
  /** Sends the account's e-mails (verification, reset and change links, security notices). */
  mailer: Mailer;
  /** Where avatars are kept (and served from under /uploads/). */
  files: FileStore;
  /** Brute-force limits; defaults to DEFAULT_AUTH_LIMITS. */
  limits?: Partial<AuthLimits>;
}

/** What the GraphQL API (and any other caller) uses of accounts: the very flows the REST routes use. */
export interface AccountFlows {
  /** Password sign-in with its throttles (sign-in.ts). */
  signIn: PasswordSignIn;
  /** Registration with its per-IP limit (registration-flow.ts). */
  register: PasswordRegistration;
  /** The profile, and replacing its avatar (`profiles.replaceAvatar`). */
  profiles: ProfileService;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The account flows, shared by REST and GraphQL. */
    accounts: AccountFlows;
  }
}

export interface AuthRouteDeps {
  sessions: SessionService;
  registration: RegistrationService;
  vkLogin: VkLoginService;
  profiles: ProfileService;
  recaptcha: RecaptchaVerifier;
  vkId: VkIdClient;
  limits: AuthLimits;
  files: FileStore;
  signIn: PasswordSignIn;
  register: PasswordRegistration;
  passwordResets: PasswordResetService;
  accounts: AccountService;
  knownDevices: KnownDevices;
  refreshCookie: RefreshCookie;
}

/**
 * The accounts module: `app.authenticate` / `app.optionalUser` for every module registered after it,
 * the /api/auth/* routes and the /uploads/* files.
 */
export const authRoutes = fp(
  async (app: FastifyInstance, { db, config, keys, limits, mailer, files, money }: AuthRoutesOptions) => {
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
    // Plans, trials, balances and purchases are billing's: auth asks its service.
    const billing = createBillingService({ db });
    const registration = createRegistrationService({
      db,
      billing,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const register = createRegistrationFlow(app, { registration, recaptcha, limits: allLimits });
    const avatars = createAvatarStore(files);
    const profiles = createProfileService({ db, billing, avatars });
    const passwordResets = createPasswordResetService({
      db,
      sessions,
      mailer,
      billing,
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
    // The GraphQL mutations (auth/graphql.ts) go through the very same flows and counts.
    app.decorate("accounts", { signIn, register, profiles });
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
      profiles,
      recaptcha,
      vkId,
      limits: allLimits,
      files,
      passwordResets,
      knownDevices,
      refreshCookie,
      accounts: createAccountService({ db, sessions, mailer, billing, publicUrl: config.publicUrl }),
    };
    await app.register(sessionRoutes, deps);
    await app.register(registrationRoutes, deps);
    await app.register(profileRoutes, deps);
    await app.register(accountRoutes, deps);
    const deletion = createAccountDeletion({
      db,
      sessions,
      mailer,
      billing,
      provider: money.provider,
      payments: money.payments,
      avatars,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    await app.register(accountDeletionRoutes, { deletion, limits: allLimits, refreshCookie });
    await scheduleAccountPurge(app, app.jobs, deletion);
    await app.register(uploadsPlugin, { files });
  },
  { name: "mandala-auth-routes", dependencies: ["@fastify/rate-limit"] },
);
