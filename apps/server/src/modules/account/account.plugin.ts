/**
 * The account module (decision 050): the profile and its avatar, a change of e-mail address, the data
 * export and the deletion, above the feature modules. It imports none of them: each feature serves its
 * part of an account's life through an AccountPart the composition root (app.ts) hands in, and billing's
 * service tells the subscription through AccountStanding and claims a confirmed address's purchases. Registered after identity, whose sessions and limits it uses.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PurposeKey } from "../../keys.ts";
import type { FileStore } from "../../storage/file-store.ts";
import type { AccountOpening } from "../identity/index.ts";
import { accountDeletionRoutes, scheduleAccountPurge } from "./account-deletion.routes.ts";
import { createAccountDeletion } from "./account-deletion.service.ts";
import { createAvatarStore } from "./avatar.ts";
import { emailChangeRoutes } from "./email-change.routes.ts";
import { createEmailChanges } from "./email-change.service.ts";
import { exportRoutes } from "./export.routes.ts";
import { profileRoutes } from "./profile.routes.ts";
import { type AccountStanding, createProfileService, type ProfileService } from "./profile.service.ts";

export interface AccountPluginOptions {
  db: Db;
  publicUrl: string;
  /** Sends the deletion's and the export's e-mails. */
  mailer: Mailer;
  /** Where avatars and export archives are kept. */
  files: FileStore;
  /** The export download links' key (keys.ts). */
  exportLinkKey: PurposeKey;
  /** The subscription, drawings and sets shown in the profile and before a deletion (billing's service). */
  standing: AccountStanding;
  /** Each feature's part of the export and of the deletion, in the order of data.json. */
  parts: readonly AccountPart[];
  /** The sets bought with a newly confirmed address join the account (billing's service). */
  opening: Pick<AccountOpening, "claimPurchases">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The profile, and replacing its avatar (`profiles.replaceAvatar`), for REST and GraphQL. */
    profiles: ProfileService;
  }
}

export const accountPlugin = fp(
  async (app: FastifyInstance, options: AccountPluginOptions) => {
    const { db, publicUrl, mailer, files, standing, parts, opening } = options;
    const { sessions, refreshCookie, limits } = app.identity;
    const avatars = createAvatarStore(files);
    const profiles = createProfileService({ db, standing, avatars });
    app.decorate("profiles", profiles);
    await app.register(profileRoutes, { profiles });
    const emailChanges = createEmailChanges({
      db,
      sessions,
      mailer,
      claimPurchases: opening.claimPurchases,
      publicUrl,
    });
    await app.register(emailChangeRoutes, { emailChanges, limits });
    const deletion = createAccountDeletion({
      db,
      sessions,
      mailer,
      standing,
      parts,
      avatars,
      publicUrl,
      log: app.log,
    });
    await app.register(accountDeletionRoutes, { deletion, limits, refreshCookie });
    await scheduleAccountPurge(app, app.jobs, deletion);
    await app.register(exportRoutes, {
      db,
      files,
      parts,
      mailer,
      linkKey: options.exportLinkKey,
      publicUrl,
      perIp: limits.perIp,
    });
  },
  { name: "mandala-account", dependencies: ["mandala-auth-routes"] },
);
