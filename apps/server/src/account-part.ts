/**
 * What a feature module keeps of an account, served to the account module (decision 050): its part of
 * the account's data export and its part of the account's deletion. Each feature implements one; the
 * composition root (app.ts) hands them to the account module, which imports no feature module, and no
 * feature imports another for this.
 */
import type { DbOrTx } from "./db/client.ts";

/** The account a part serves (a row of the users table). */
interface AccountOwner {
  id: number;
  email: string;
  emailVerifiedAt: Date | null;
  /** The stored language of the account's e-mails and files. */
  locale: string;
}

/** Where a part puts the pictures of the export: `add` stores one and answers its path in the archive. */
interface ArchiveImages {
  add(name: string, bytes: Uint8Array): string;
}

/** What runs once the deletion's transaction has committed (calls to third parties). */
export type AfterDeletion = () => Promise<void>;

export interface AccountPart {
  /** The part's fields of the export's data.json (its pictures added through `images`). */
  exportFor(owner: AccountOwner, images: ArchiveImages): Promise<Record<string, unknown>>;
  /**
   * Its part of taking the account off the site, inside the deletion's transaction `tx` at `at`;
   * may answer what to do once that transaction has committed.
   */
  deleteFor(owner: AccountOwner, tx: DbOrTx, at: Date): Promise<AfterDeletion | undefined>;
}
