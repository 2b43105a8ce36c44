import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The path of the verification link in the e-mail to `email` among the `.eml` files in `outbox` (where a
 * server without SMTP writes its mail), or null while there is none.
 */
export function findVerificationLink(outbox: string, email: string): string | null {
  const files = (() => {
    try {
      return readdirSync(outbox);
    } catch {
      return [];
    }
  })();
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    if (!raw.includes(email)) continue;
    const body = raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n");
    const decoded = [raw.replace(/=\r?\n/g, ""), Buffer.from(body.replace(/\s/g, ""), "base64").toString()];
    for (const text of decoded) {
      const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\/[\w-]+/.exec(text)?.[0];
      if (link) return new URL(link).pathname;
    }
  }
  return null;
}
