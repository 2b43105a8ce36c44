import { canonicalEmail } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { bearer, signedInUser, signIn, useAuthApp } from "../../../test/auth.ts";
import { createLearningSet } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { payments, purchases } from "../../db/schema.ts";
import { localPath, useMailingApp } from "../billing/billing.test-support.ts";
import { startSetPurchase } from "./catalogue.test-support.ts";
import { RESENDS_PER_ADDRESS_PER_HOUR } from "./learning-sets.routes.ts";
import { discountPercent } from "./learning-sets.service.ts";

const FREE = "/draw/api/v1/free";

describe("learning sets: catalogue, purchase with an e-mail, delivery and download", () => {
  const { ctx, fakes } = useMailingApp();
  const db = () => ctx.database.db;

  const seedSet = () =>
    createLearningSet(db(), {
      slug: "lyubov-k-sebe",
      name: "Любовь к себе",
      priceRub: 990,
      oldPriceRub: 1490,
      mandalaCount: 10,
      includedItems: ["10 мандал в цвете"],
      description: "<p>Десять мандал.</p>",
    });

  /** Buys the set with `email` in the sandbox; returns the payment id and the e-mail received. */
  async function buy(slug: string, email: string, headers: Record<string, string> = {}) {
    const { payment_id, checkout, set_links } = await startSetPurchase(ctx.app, slug, email, headers);
    const paid = await ctx.app.inject({ method: "POST", url: `${checkout}/pay` });
    expect(paid.headers.location).toBe(`http://mandala.test/payment/success?payment_id=${payment_id}`);
    // The purchase's mail carries the link (the sandbox's receipt sample comes beside it); the
    // envelope has the address in the one form it is kept in.
    const mail = await fakes.smtp.messageTo(canonicalEmail(email) ?? email, set_links.download);
    return { paymentId: payment_id as string, mail };
  }

  const downloadLink = (data: string) =>
    /http:\/\/mandala\.test(\/files\/sets\/[A-Za-z0-9_-]{43})/.exec(mailText(data))?.[1];

  it("discount is round((1 − price/old_price)·100)", () => {
    expect(discountPercent(990, 1490)).toBe(34);
    expect(discountPercent(990, 1390)).toBe(29);
    expect(discountPercent(990, null)).toBe(0);
  });

  it("lists topics with their sets and shows one set with price, old price, discount and items", async () => {
    const set = await seedSet();
    const list = await ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/` });
    expect(list.json().data[0].learning_sets[0]).toMatchObject({
      slug: set.slug,
      price: 990,
      old_price: 1490,
      discount: 34,
    });
    const detail = await ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/${set.slug}` });
    expect(detail.json()).toMatchObject({
      name: "Любовь к себе",
      included_items: ["10 мандал в цвете"],
      mandala_count: 10,
      purchased: false,
      discount: 34,
    });
    const missing = await ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/nope` });
    expect(missing.statusCode).toBe(404);
  });

  it("checks the e-mail with the missing and invalid messages in Russian and English", async () => {
    const set = await seedSet();
    const url = `${FREE}/learningsets/purchase/${set.slug}/`;
    const cases = [
      [{}, "ru", "Пожалуйста, введите email"],
      [{ email: "  " }, "en", "Please enter email"],
      [{ email: "not-an-email" }, "en", "Please enter a valid email"],
      [{ email: "not-an-email" }, "ru", "Пожалуйста, введите корректный email"],
    ] as const;
    for (const [payload, lang, message] of cases) {
      const response = await ctx.app.inject({ method: "POST", url: `${url}?lang=${lang}`, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it("a visitor buys with only an e-mail, gets a download link by SMTP, and only that link opens the PDF", async () => {
    const set = await seedSet();
    const { paymentId, mail } = await buy(set.slug, "buyer@example.com");
    expect(mail.to).toEqual(["buyer@example.com"]);
    expect(mailText(mail.data)).toContain("Спасибо за покупку набора «Любовь к себе»");
    const link = downloadLink(mail.data);
    expect(link, mail.data).toBeDefined();

    const status = await ctx.app.inject({ method: "GET", url: `/api/payments/${paymentId}` });
    expect(status.json()).toMatchObject({
      status: "succeeded",
      kind: "learning_set",
      amount: 990,
      learning_set_name: "Любовь к себе",
    });

    const pdf = await ctx.app.inject({ method: "GET", url: link ?? "" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe("Любовь к себе");

    for (const wrong of ["/files/sets/x", `/files/sets/${"A".repeat(43)}`, `${link?.slice(0, -1)}B`]) {
      const response = await ctx.app.inject({ method: "GET", url: wrong });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
    }
  }, 60_000);

  it("a set bought with a .рф address in punycode is the Cyrillic address's: its links are sent again", async () => {
    const set = await seedSet();
    const { mail } = await buy(set.slug, "Тест@xn--80a1acny.xn--p1ai");
    expect(mail.to).toEqual(["тест@почта.рф"]);
    const [purchase] = await db().select().from(purchases).where(eq(purchases.learningSetId, set.id));
    expect(purchase?.email).toBe("тест@почта.рф");
    const resend = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/resend-links/`,
      payload: { email: "тест@почта.рф" },
    });
    expect(resend.statusCode).toBe(202);
    const again = await fakes.smtp.messageTo("тест@почта.рф", "Вы попросили прислать ссылки");
    expect(downloadLink(again.data)).toBe(downloadLink(mail.data));
  }, 60_000);

  it("a later registration with the same e-mail sees the set once the address is verified", async () => {
    const set = await seedSet();
    await buy(set.slug, "Later@Example.com");
    const register = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username: "later",
        email: "later@example.com",
        password: "secret-123",
        personal_data_consent: true,
      },
    });
    expect(register.statusCode, register.body).toBeLessThan(300);
    const { access } = await signIn(ctx, "later", "secret-123");
    const ownedSlugs = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers: bearer(access) }))
        .json()
        .purchased_learning_sets.map((owned: { slug: string }) => owned.slug);
    // Anyone can type someone else's address: until it is verified, it claims nothing.
    expect(await ownedSlugs()).toEqual([]);

    const mail = await fakes.smtp.messageTo("later@example.com", "/api/auth/verify-email/");
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\/[\w-]+/.exec(mailText(mail.data))?.[0];
    if (!link) throw new Error("no verification e-mail was sent");
    const verified = await ctx.app.inject({ method: "GET", url: localPath(link) });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe("/signin?email=verified&redirect=%2Fprofile%3Femail%3Dverified");
    expect(await ownedSlugs()).toEqual([set.slug]);
    const again = await ctx.app.inject({ method: "GET", url: localPath(link) });
    expect(again.headers.location).toBe("/signin?email=used&redirect=%2Fprofile%3Femail%3Dused");
    const detail = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}`,
      headers: bearer(access),
    });
    expect(detail.json().purchased).toBe(true);
    const download = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}/download`,
      headers: bearer(access),
    });
    expect(download.statusCode).toBe(200);
    expect((await PDFDocument.load(download.rawPayload)).getTitle()).toBe("Любовь к себе");
  }, 60_000);

  it("a set bought with the address of an unverified account is not given to that account", async () => {
    const set = await seedSet();
    const squatter = await signedInUser(ctx, { email: "victim@example.com" });
    await buy(set.slug, "victim@example.com");
    const [purchase] = await db().select().from(purchases).where(eq(purchases.learningSetId, set.id));
    expect(purchase?.userId).toBeNull();
    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: squatter.headers,
    });
    expect(profile.json().purchased_learning_sets).toEqual([]);
  }, 60_000);

  it("a signed-in buyer owns the set at once; someone else can neither see it nor download it", async () => {
    const set = await seedSet();
    const buyer = await signedInUser(ctx, { email: "member@example.com" });
    await buy(set.slug, "member@example.com", buyer.headers);
    const [purchase] = await db().select().from(purchases).where(eq(purchases.learningSetId, set.id));
    expect(purchase?.userId).toBe(buyer.user.id);
    const other = await signedInUser(ctx);
    const denied = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}/download`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(403);
    const detail = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}`,
      headers: other.headers,
    });
    expect(detail.json().purchased).toBe(false);
  });

  describe("a set the address already bought", () => {
    const purchaseUrl = (slug: string, lang = "ru") => `${FREE}/learningsets/purchase/${slug}/?lang=${lang}`;
    const tryBuying = (slug: string, payload: object, headers: Record<string, string> = {}, lang = "ru") =>
      ctx.app.inject({
        method: "POST",
        url: purchaseUrl(slug, lang),
        headers,
        payload: { personal_data_consent: true, ...payload },
      });
    const paymentCount = async () => (await db().select().from(payments)).length;
    const resendsTo = (address: string) =>
      fakes.smtp.messages.filter(
        (mail) => mail.to.includes(address) && mailText(mail.data).includes("Вы попросили прислать ссылки"),
      ).length;

    it("is refused without a payment and, for a stranger, only gets its links e-mailed again", async () => {
      const set = await seedSet();
      await buy(set.slug, "twice@example.com");
      const paid = await paymentCount();

      // Any spelling of the address is the same buyer; the answer does not say what it bought.
      const again = await tryBuying(set.slug, { email: "Twice@Example.COM" });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: "catalogue.maybeBought",
        error:
          "Если этот набор уже куплен с этим адресом, мы отправили ссылки на него повторно. Купить ещё раз?",
      });
      expect(await paymentCount()).toBe(paid);
      await fakes.smtp.messageTo("twice@example.com", "Вы попросили прислать ссылки");
      const english = await tryBuying(set.slug, { email: "twice@example.com" }, {}, "en");
      expect(english.json().error).toBe(
        "If this set has already been bought with this address, we have sent its links again. Buy it again?",
      );

      // The resend's per-address limit holds: the 409 stays, the mailbox gets no more than its share.
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await tryBuying(set.slug, { email: "twice@example.com" })).statusCode).toBe(409);
      }
      await vi.waitFor(() => expect(resendsTo("twice@example.com")).toBe(RESENDS_PER_ADDRESS_PER_HOUR), {
        timeout: 10_000,
      });
      expect(await paymentCount()).toBe(paid);

      // Asked on purpose (a gift), it is bought again.
      const gift = await tryBuying(set.slug, { email: "twice@example.com", buy_again: true });
      expect(gift.statusCode, gift.body).toBe(200);
      expect(await paymentCount()).toBe(paid + 1);
      const wrong = await tryBuying(set.slug, { email: "twice@example.com", buy_again: "yes" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe("Проверьте поля: buy_again");
    }, 60_000);

    it("tells the signed-in owner of the address plainly, and no one else", async () => {
      const set = await seedSet();
      const owner = await signedInUser(ctx, { email: "own@example.com", emailVerifiedAt: new Date() });
      await buy(set.slug, "own@example.com", owner.headers);
      const paid = await paymentCount();
      const refused = await tryBuying(set.slug, { email: "own@example.com" }, owner.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "catalogue.alreadyBought",
        error: "Этот набор уже куплен с адресом own@example.com. Отправить ссылки ещё раз?",
      });
      // Someone else signed in, typing that address, is a stranger to it.
      const other = await signedInUser(ctx);
      const neutral = await tryBuying(set.slug, { email: "own@example.com" }, other.headers);
      expect(neutral.json().code).toBe("catalogue.maybeBought");
      expect(await paymentCount()).toBe(paid);
      // Another set, or the same one with buy_again, is sold.
      const other_set = await createLearningSet(db(), { slug: "drugoi", priceRub: 990 });
      expect((await tryBuying(other_set.slug, { email: "own@example.com" }, owner.headers)).statusCode).toBe(
        200,
      );
      const gift = await tryBuying(set.slug, { email: "own@example.com", buy_again: true }, owner.headers);
      expect(gift.statusCode).toBe(200);
      expect(await paymentCount()).toBe(paid + 2);
    }, 60_000);

    it("does not count a refunded purchase or one never paid", async () => {
      const set = await seedSet();
      const { checkout } = await startSetPurchase(ctx.app, set.slug, "unpaid@example.com");
      await ctx.app.inject({ method: "POST", url: `${checkout}/cancel` });
      const { paymentId } = await buy(set.slug, "unpaid@example.com");
      const admin = await signedInUser(ctx, { role: "admin" });
      const refund = await ctx.app.inject({
        method: "POST",
        url: `/api/admin/payments/${paymentId}/refund`,
        headers: admin.headers,
      });
      expect(refund.statusCode, refund.body).toBe(200);
      const again = await tryBuying(set.slug, { email: "unpaid@example.com" });
      expect(again.statusCode, again.body).toBe(200);
    }, 60_000);
  });

  it("a cancelled set payment sends nothing and records no purchase", async () => {
    const set = await seedSet();
    const seen = fakes.smtp.messages.length;
    const { checkout } = await startSetPurchase(ctx.app, set.slug, "nope@example.com");
    const cancel = await ctx.app.inject({ method: "POST", url: `${checkout}/cancel` });
    expect(cancel.headers.location).toContain("/payment/fail?payment_id=");
    expect(await db().select().from(purchases)).toEqual([]);
    // A paid purchase after it: its mails come, and the cancelled payment sent none before them.
    const { mail } = await buy(set.slug, "paid-after@example.com");
    await fakes.smtp.messageTo("paid-after@example.com", "Это образец кассового чека");
    expect(fakes.smtp.messages.slice(seen).filter((sent) => sent.to.includes("nope@example.com"))).toEqual(
      [],
    );
    expect(mail.to).toEqual(["paid-after@example.com"]);
  });
});

describe("free sets", () => {
  const ctx = useAuthApp(() => ({ RENDER_THREADS: "2" }));

  it("serves each free set as a PDF built by the engine, and a JSON 404 for an unknown one", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/files/free-sets/lyubov.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe("Любовь и близость");
    for (const url of ["/files/free-sets/nope.pdf", "/files/free-sets/..%2Fsecret.pdf"]) {
      const missing = await ctx.app.inject({ method: "GET", url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("catalogue.fileNotFound");
    }
  }, 60_000);
});
