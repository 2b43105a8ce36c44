/** The avatar rules the server enforces, checked before uploading: type and size. */
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@mandala/contract/avatar";

/** The i18n key (namespace profile) of what is wrong with `file`, or null when it may be uploaded. */
export function avatarFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "avatar.typeError";
  if (file.size > AVATAR_MAX_BYTES) return "avatar.sizeError";
  return null;
}
