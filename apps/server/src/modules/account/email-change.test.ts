import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessWorks,
  bearer,
  canSignIn,
  linkIn,
  refreshWorks,
  securityOf,
  signIn,
  useAuthApp,
} from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { users } from "../../db/schema.ts";

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

/** The token of a link in an e-mail (see `linkIn`). */
const linkToken = (to: string, saying: string, pattern: RegExp) => linkIn(smtp, to, saying, pattern);

describe("changing the e-mail", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }));
  const CONFIRM_LINK = /\/email-change\?confirm=([\w-]+)/;
  const UNDO_LINK = /\/email-change\?undo=([\w-]+)/;
  const requestChange = (access: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/email/",
      headers: { ...bearer(access), "accept-language": "en" },
      payload,
    });
  const follow = (action: "confirm" | "undo", token: string) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/auth/email/${action}/`,
      headers: { "accept-language": "en" },
      payload: { token },
    });
  const security = (access: string) => securityOf(ctx, access);

  it("keeps the old address until the new one is confirmed, then the new one is the account's", async () => {
    const user = await createUser(ctx.database.db, { username: "mover", email: "old@example.com" });
    const { access } = await signIn(ctx, "mover", user.password);
    expect((await requestChange(access, { email: "new@example.com" })).json().code).toBe(
      "auth.currentPasswordRequired",
    );
    const asked = await requestChange(access, { email: "New@Example.com", password: user.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().detail).toBe(
      "We have sent a link to new@example.com. Until you open it, the previous address stays in force.",
    );
    // The new address is kept, and written to, in its one form: lower case.
    const token = await linkToken("new@example.com", "Подтвердить новый e-mail", CONFIRM_LINK);
    const notice = mailText((await smtp.messageTo("old@example.com", "new@example.com")).data);
    expect(notice).toMatch(UNDO_LINK);
    expect(await security(access)).toMatchObject({
      email: "old@example.com",
      pending_email: { email: "new@example.com" },
    });
    expect(await canSignIn(ctx, "old@example.com", user.password)).toBe(true);

    const confirmed = await follow("confirm", token);
    expect(confirmed.json()).toEqual({ outcome: "confirmed", email: "new@example.com" });
    expect(await security(access)).toMatchObject({
      email: "new@example.com",
      email_verified: true,
      pending_email: null,
    });
    expect(await canSignIn(ctx, "new@example.com", user.password)).toBe(true);
    expect(await canSignIn(ctx, "old@example.com", user.password)).toBe(false);
    const again = await follow("confirm", token);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe("This link has already been used.");
  });

  it("undoes a confirmed change from the old address: the address comes back and every session ends", async () => {
    const user = await createUser(ctx.database.db, { username: "victim", email: "mine@example.com" });
    const { access, refresh } = await signIn(ctx, "victim", user.password);
    await requestChange(access, { email: "thief@example.com", password: user.password });
    await follow("confirm", await linkToken("thief@example.com", "Подтвердить", CONFIRM_LINK));
    const undoToken = await linkToken("mine@example.com", "thief@example.com", UNDO_LINK);

    const undone = await follow("undo", undoToken);
    expect(undone.json()).toEqual({ outcome: "undone", email: "mine@example.com" });
    expect(await accessWorks(ctx, access)).toBe(false);
    expect(await refreshWorks(ctx, refresh)).toBe(false);
    expect(await canSignIn(ctx, "mine@example.com", user.password)).toBe(true);
    expect((await follow("undo", undoToken)).json().code).toBe("auth.emailLinkUsed");
  });

  it("cancels an unconfirmed change with the undo link: the confirmation link then does nothing", async () => {
    const user = await createUser(ctx.database.db, { username: "unsure", email: "stay@example.com" });
    const { access } = await signIn(ctx, "unsure", user.password);
    await requestChange(access, { email: "maybe@example.com", password: user.password });
    const token = await linkToken("maybe@example.com", "Подтвердить", CONFIRM_LINK);
    await follow("undo", await linkToken("stay@example.com", "maybe@example.com", UNDO_LINK));
    const late = await follow("confirm", token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("auth.emailLinkInvalid");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe("stay@example.com");
  });

  it("refuses an address of another account and the account's own", async () => {
    await createUser(ctx.database.db, { email: "taken@example.com" });
    const user = await createUser(ctx.database.db, { username: "picky", email: "picky@example.com" });
    const { access } = await signIn(ctx, "picky", user.password);
    const taken = await requestChange(access, { email: "TAKEN@example.com", password: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe("This address belongs to another account");
    const same = await requestChange(access, { email: "Picky@example.com", password: user.password });
    expect(same.json().code).toBe("auth.emailSame");
  });
});
