/**
 * An account's data as a .zip that opens anywhere: `data.json` (the profile, then each feature's part:
 * saved mandalas with their parameters, colourings, share links, comments, likes, payments, consents
 * to the processing of personal data) and `images/` (each mandala's picture as drawn, each colouring as
 * coloured, the avatar). Each feature writes its part through its AccountPart (decision 050).
 */
import { strToU8, type Zippable, zipSync } from "fflate";
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../storage/file-store.ts";
import type { UserRow } from "../identity/index.ts";
import { AVATAR_URL_PREFIX } from "./avatar.ts";

/** What the archive reads: the profile and avatar here, the rest from each feature's part. */
export interface ArchiveSources {
  db: Db;
  files: FileStore;
  /** The features' parts, in the order their fields appear in data.json. */
  parts: readonly AccountPart[];
  publicUrl: string;
}

/** The archive's layout version, written into data.json. */
export const ARCHIVE_FORMAT = "mandala-account-export/1";

/** The avatar's key in the file store when it is an upload of ours (a VK ID avatar is a link). */
function avatarKey(avatar: string | null): string | null {
  return avatar?.startsWith(AVATAR_URL_PREFIX) ? avatar.slice("/uploads/".length) : null;
}

/** The user's archive, made at `now`. */
export async function accountArchive(sources: ArchiveSources, user: UserRow, now: Date): Promise<Uint8Array> {
  const { files, parts, publicUrl } = sources;
  // PNG pictures are compressed already: stored as they are.
  const images: Zippable = {};
  const archiveImages = {
    add(name: string, bytes: Uint8Array) {
      images[name] = [bytes, { level: 0 }];
      return `images/${name}`;
    },
  };

  const key = avatarKey(user.avatar);
  const avatarFile = key ? await files.get(key) : null;
  const avatar = avatarFile
    ? archiveImages.add(`avatar${key?.slice(key.lastIndexOf("."))}`, avatarFile.bytes)
    : null;

  const data: Record<string, unknown> = {
    format: ARCHIVE_FORMAT,
    exported_at: now.toISOString(),
    site: publicUrl,
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      first_name: user.firstName,
      last_name: user.lastName,
      bio: user.bio,
      location: user.location,
      website: user.website,
      locale: user.locale,
      vk_user_id: user.vkUserId,
      joined_date: user.joinedDate.toISOString(),
      trial_used_at: user.trialUsedAt?.toISOString() ?? null,
      avatar: avatar ?? user.avatar,
    },
  };
  for (const part of parts) Object.assign(data, await part.exportFor(user, archiveImages));
  return zipSync({ "data.json": strToU8(JSON.stringify(data, null, 2)), images }, { mtime: now });
}
