/**
 * An account's data as a .zip that opens anywhere: `data.json` (the profile, saved mandalas with
 * their parameters, colourings, share links, comments, likes, payments, consents to the processing
 * of personal data) and `images/` (each mandala's picture as drawn, each colouring as coloured, the
 * avatar). Each module's data is read through that module's public entry.
 */
import { strToU8, type Zippable, zipSync } from "fflate";
import type { Db } from "../../db/client.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { userPaymentHistory } from "../billing/index.ts";
import { commentLikesBy, findComments, postLikesBy } from "../blog/index.ts";
import type { ColouringService } from "../colouring/index.ts";
import { consentsOf } from "../consent/index.ts";
import {
  listMandalas,
  type MandalasService,
  type SavedMandalaRow,
  toSavedMandala,
} from "../mandalas/index.ts";
import type { UserRow } from "./auth.repository.ts";
import { AVATAR_URL_PREFIX } from "./avatar.ts";

/** What the archive reads beyond the database: the pictures are drawn by these modules' services. */
export interface ArchiveSources {
  db: Db;
  files: FileStore;
  mandalas: Pick<MandalasService, "picture">;
  colouring: Pick<ColouringService, "progress" | "listShares" | "file">;
  publicUrl: string;
}

/** The archive's layout version, written into data.json. */
export const ARCHIVE_FORMAT = "mandala-account-export/1";
/** The side of each mandala's picture in the archive, in pixels. */
const PICTURE_SIZE = 1200;
/** Mandalas read per page; payments read at most. */
const PAGE = 100;
const MAX_PAYMENTS = 10_000;

/** Every saved mandala of the user, newest first. */
async function allMandalas(db: Db, userId: number): Promise<SavedMandalaRow[]> {
  const rows: SavedMandalaRow[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await listMandalas(db, userId, { limit: PAGE, cursor });
    rows.push(...page.rows);
    if (!page.more) return rows;
    cursor = page.rows.at(-1)?.id;
  }
}

/** The address of a post's page on the site (where its comments are, each at `#comment-<id>`). */
function postPage(publicUrl: string, slug: string): string {
  return `${publicUrl}/post/${encodeURIComponent(slug)}`;
}

/** The avatar's key in the file store when it is an upload of ours (a VK ID avatar is a link). */
function avatarKey(avatar: string | null): string | null {
  return avatar?.startsWith(AVATAR_URL_PREFIX) ? avatar.slice("/uploads/".length) : null;
}

/** The user's archive, made at `now`. */
export async function accountArchive(sources: ArchiveSources, user: UserRow, now: Date): Promise<Uint8Array> {
  const { db, files, mandalas, colouring, publicUrl } = sources;
  const locale = storedLocale(user.locale);
  // PNG pictures are compressed already: stored as they are.
  const images: Zippable = {};
  const addImage = (name: string, bytes: Uint8Array) => {
    images[name] = [bytes, { level: 0 }];
    return `images/${name}`;
  };

  const key = avatarKey(user.avatar);
  const avatarFile = key ? await files.get(key) : null;
  const avatar = avatarFile ? addImage(`avatar${key?.slice(key.lastIndexOf("."))}`, avatarFile.bytes) : null;

  const savedMandalas = [];
  const colourings = [];
  const shareLinks = [];
  for (const row of await allMandalas(db, user.id)) {
    const picture = await mandalas.picture(row, { view: "colorized", size: PICTURE_SIZE }, "png");
    savedMandalas.push({ ...toSavedMandala(row), picture: addImage(`mandala-${row.id}.png`, picture) });
    const progress = await colouring.progress(user.id, row.id);
    if (progress.updated_at !== null) {
      const coloured = await colouring.file(user.id, row.id, "image.png", locale);
      colourings.push({
        mandala_id: row.id,
        ...progress,
        picture: addImage(`colouring-${row.id}.png`, coloured),
      });
    }
    for (const share of await colouring.listShares(user.id, row.id)) {
      shareLinks.push({ mandala_id: row.id, ...share, url: `${publicUrl}${share.path}` });
    }
  }

  const comments = (await findComments(db, { userId: user.id, approvedOnly: false })).map(
    ({ comment, post }) => ({
      id: comment.id,
      post: { title: post.title, url: `${postPage(publicUrl, post.slug)}#comment-${comment.id}` },
      content: comment.content,
      approved: comment.isApproved,
      created_at: comment.createdAt.toISOString(),
    }),
  );
  const likes = {
    posts: (await postLikesBy(db, user.id)).map(({ post, likedAt }) => ({
      post: { title: post.title, url: postPage(publicUrl, post.slug) },
      liked_at: likedAt?.toISOString() ?? null,
    })),
    comments: (await commentLikesBy(db, user.id)).map(({ post, commentId, likedAt }) => ({
      comment_id: commentId,
      post: { title: post.title, url: `${postPage(publicUrl, post.slug)}#comment-${commentId}` },
      liked_at: likedAt?.toISOString() ?? null,
    })),
  };
  const { payments } = await userPaymentHistory(db, user.id, locale, MAX_PAYMENTS);

  const data = {
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
    mandalas: savedMandalas,
    colourings,
    share_links: shareLinks,
    comments,
    likes,
    payments,
    personal_data_consents: await consentsOf(db, user),
  };
  return zipSync({ "data.json": strToU8(JSON.stringify(data, null, 2)), images }, { mtime: now });
}
