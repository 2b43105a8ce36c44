/**
 * "Take your data": an account's export, made by a durable job (its state is the job's: queued,
 * running, done with the archive's size and expiry, or failed), kept in the file store for
 * EXPORT_TTL_MS, then removed by a job of its own. The owner gets a signed link, in the profile and by
 * e-mail (always: the archive takes a while, and the link works without signing in). One export at a
 * time per account, `perDay` a day.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DAY_MS, type TAccountExport } from "@mandala/contract";
import { DomainError } from "../../errors.ts";
import { isoDay } from "../../i18n/dates.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { JobRecord, Jobs } from "../../jobs/jobs.ts";
import type { PurposeKey } from "../../keys.ts";
import { findUserById, mailableEmail, requireUserRow, type UserRow } from "../identity/index.ts";
import { type ArchiveSources, accountArchive } from "./export-archive.ts";
import { exportReadyMail } from "./export-mail.ts";

export const EXPORT_JOB = "account-export";
export const EXPORT_EXPIRY_JOB = "account-export-expiry";
/** How long an archive is kept and its link works. */
export const EXPORT_TTL_MS = 7 * DAY_MS;
/** Exports an account may ask for in a day, by default. */
export const EXPORTS_PER_DAY = 3;
/** The path of the download route; the signed token follows it. */
export const DOWNLOAD_PATH = "/api/auth/account/export/download/";

interface ExportJob {
  userId: number;
  /** 16 random bytes, hex: the archive's name in the file store. */
  exportId: string;
}
interface ExportDone {
  size: number;
  readyAt: string;
  expiresAt: string;
}

export interface ExportServiceDeps extends ArchiveSources {
  jobs: Jobs;
  mailer: Mailer;
  /** The download links' key (keys.ts): signs with `sign`, opens links signed with any `accepted`. */
  linkKey: PurposeKey;
  perDay?: number;
  now?: () => Date;
}

const archiveKey = (exportId: string) => `exports/${exportId}.zip`;
/** The exports of one account: its id and the moment it joined (ids restart in emptied databases). */
const accountKey = (user: Pick<UserRow, "id" | "joinedDate">) =>
  `export:${user.id}:${user.joinedDate.getTime()}`;
const RUNNING = new Set(["created", "retry", "active"]);

export function createExportService(deps: ExportServiceDeps) {
  const {
    db,
    jobs,
    mailer,
    files,
    linkKey,
    publicUrl,
    perDay = EXPORTS_PER_DAY,
    now = () => new Date(),
  } = deps;

  const signature = (payload: string, key = linkKey.sign) =>
    createHmac("sha256", key).update(`account-export:${payload}`).digest("base64url");

  /** `<user>.<export>.<expiry in seconds>.<signature>`: opens the archive until it expires. */
  function downloadToken(userId: number, exportId: string, expiresAt: Date): string {
    const payload = `${userId}.${exportId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${payload}.${signature(payload)}`;
  }

  /** The export a token names, once its signature holds; expired links are refused. */
  function readToken(token: string): { userId: number; exportId: string } {
    const match = /^(\d{1,12})\.([0-9a-f]{32})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) throw new DomainError("auth.exportLinkInvalid");
    const [, userId = "", exportId = "", expiry = "", given = ""] = match;
    const signed = linkKey.accepted.some((key) =>
      timingSafeEqual(Buffer.from(signature(`${userId}.${exportId}.${expiry}`, key)), Buffer.from(given)),
    );
    if (!signed) throw new DomainError("auth.exportLinkInvalid");
    if (Number(expiry) * 1000 <= now().getTime()) throw new DomainError("auth.exportLinkExpired");
    return { userId: Number(userId), exportId };
  }

  const exportsOf = (user: UserRow) => jobs.find<ExportJob>(EXPORT_JOB, { key: accountKey(user) });

  function stateOf(userId: number, history: JobRecord<ExportJob>[]): TAccountExport {
    const since = now().getTime() - DAY_MS;
    const today = history.filter((job) => job.createdAt.getTime() > since).length;
    const base = {
      requested_at: null,
      ready_at: null,
      expires_at: null,
      size: null,
      download_url: null,
      left_today: Math.max(0, perDay - today),
    };
    const newest = history.at(-1);
    if (!newest || newest.state === "cancelled") return { state: "none", ...base };
    const requested = { ...base, requested_at: newest.createdAt.toISOString() };
    if (RUNNING.has(newest.state)) return { state: "preparing", ...requested };
    if (newest.state === "failed") return { state: "failed", ...requested };
    const done = newest.output as ExportDone;
    const expiresAt = new Date(done.expiresAt);
    if (expiresAt <= now()) return { state: "none", ...base };
    return {
      ...requested,
      state: "ready",
      ready_at: done.readyAt,
      expires_at: expiresAt.toISOString(),
      size: done.size,
      download_url: `${DOWNLOAD_PATH}${downloadToken(userId, newest.data.exportId, expiresAt)}`,
    };
  }

  return {
    /** The account's newest export. */
    async status(userId: number): Promise<TAccountExport> {
      return stateOf(userId, await exportsOf(await requireUserRow(db, userId)));
    },

    /** Asks for a new export: refused while one is being made, and past `perDay` a day. */
    async request(userId: number): Promise<TAccountExport> {
      const user = await requireUserRow(db, userId);
      const history = await exportsOf(user);
      const current = stateOf(userId, history);
      if (current.state === "preparing") throw new DomainError("auth.exportInProgress");
      if (current.left_today === 0) {
        const since = now().getTime() - DAY_MS;
        const oldest = history.find((job) => job.createdAt.getTime() > since);
        const waitMs = (oldest?.createdAt.getTime() ?? since) + DAY_MS - now().getTime();
        const hours = Math.max(1, Math.ceil(waitMs / 3_600_000));
        throw new DomainError("auth.exportTooMany", { max: perDay, hours });
      }
      const job: ExportJob = { userId, exportId: randomBytes(16).toString("hex") };
      await jobs.enqueue(EXPORT_JOB, job, { singletonKey: accountKey(user) });
      return stateOf(userId, await exportsOf(user));
    },

    /** The job: builds the archive, stores it, schedules its removal and e-mails the link. */
    async make({ userId, exportId }: ExportJob): Promise<ExportDone | null> {
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) return null;
      const bytes = await accountArchive(deps, user, now());
      const key = archiveKey(exportId);
      // A retry after a stored archive (a failed e-mail) replaces it.
      await files.remove(key);
      await files.put(key, { bytes, contentType: "application/zip" });
      const readyAt = now();
      const expiresAt = new Date(readyAt.getTime() + EXPORT_TTL_MS);
      await jobs.enqueue(EXPORT_EXPIRY_JOB, { key }, { startAfter: expiresAt });
      const to = mailableEmail(user.email);
      if (to) {
        const link = `${publicUrl}${DOWNLOAD_PATH}${downloadToken(userId, exportId, expiresAt)}`;
        await mailer.send(exportReadyMail(to, storedLocale(user.locale), link, bytes.length, expiresAt));
      }
      return { size: bytes.length, readyAt: readyAt.toISOString(), expiresAt: expiresAt.toISOString() };
    },

    /** Removes an archive whose time is up. */
    async expire({ key }: { key: string }): Promise<void> {
      await files.remove(key);
    },

    /** The archive a download link opens, and its file name: only while its account exists and is not deleted. */
    async download(token: string): Promise<{ bytes: Uint8Array; filename: string }> {
      const { userId, exportId } = readToken(token);
      const user = await findUserById(db, userId);
      // A deleted account's archive is nobody's any more (it is removed when it expires).
      if (!user || user.deletedAt) throw new DomainError("auth.exportLinkInvalid");
      const file = await files.get(archiveKey(exportId));
      if (!file) throw new DomainError("auth.exportLinkExpired");
      return { bytes: file.bytes, filename: `mandala-data-${isoDay(now())}.zip` };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
