/**
 * The consents' part of an account's life (decision 050): the consents to the processing of personal
 * data in the export; deleting the account detaches them from the person (the record of the consent stays).
 */
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import { consentsOf, forgetConsentsOf } from "./consent.repository.ts";

export function consentAccountPart({ db }: { db: Db }): AccountPart {
  return {
    exportFor: async (owner) => ({ personal_data_consents: await consentsOf(db, owner) }),
    async deleteFor(owner, tx) {
      await forgetConsentsOf(tx, owner);
      return undefined;
    },
  };
}
