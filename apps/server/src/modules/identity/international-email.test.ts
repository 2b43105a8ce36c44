/** Mailboxes on internationalised domains (.рф), in Cyrillic or in punycode: one address, one account. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { users } from "../../db/schema.ts";

/** The fake mail servers of the file: one offering SMTPUTF8, one not. */
const servers = {} as { utf8: FakeSmtpServer; ascii: FakeSmtpServer };
beforeAll(async () => {
  servers.utf8 = await startFakeSmtp({ smtpUtf8: true });
  servers.ascii = await startFakeSmtp({ smtpUtf8: false });
});
afterAll(async () => {
  await servers.utf8.close();
  await servers.ascii.close();
});

const PASSWORD = "пароль-123";

describe("a .рф address through a mail server that offers SMTPUTF8", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: servers.utf8.url }));
  // Every registration here consents to the processing of personal data: the address is the question.
  const consent = (url: string) => (url === "/api/auth/register/" ? { personal_data_consent: true } : {});
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload: { ...consent(url), ...payload }, headers });

  it("registers тест@почта.рф, keeps it in one form, and signs in with any spelling of it", async () => {
    const response = await post("/api/auth/register/", {
      username: "тестер",
      email: "Тест@Почта.РФ",
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.email).toBe("тест@почта.рф");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, "тестер"));
    expect(row?.email).toBe("тест@почта.рф");

    for (const login of ["тест@xn--80a1acny.xn--p1ai", "ТЕСТ@ПОЧТА.РФ", "тест@почта.рф"]) {
      await signIn(ctx, login, PASSWORD);
    }
  });

  it("refuses a second account for the same mailbox spelled in punycode", async () => {
    await createUser(ctx.database.db, { email: "тест@почта.рф" });
    const response = await post(
      "/api/auth/register/",
      { username: "двойник", email: "тест@xn--80a1acny.xn--p1ai", password: PASSWORD },
      { "accept-language": "ru" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().email).toEqual(["Пользователь с таким email уже существует."]);
  });

  it("refuses what is no address, in the request's language", async () => {
    const ru = await post("/api/auth/register/", {
      username: "тестер",
      email: "тест@почта",
      password: PASSWORD,
    });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error).toBe("Проверьте введённые данные. E-mail: неверный адрес e-mail");
    const en = await post(
      "/api/auth/register/",
      { username: "tester", email: "test@xn--a.xn--p1ai", password: "12345" },
      { "accept-language": "en" },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toBe(
      "Please check your input. E-mail: is not a valid e-mail address; Password: at least 6 characters",
    );
  });

  it("mails the password reset asked for in punycode to the Cyrillic mailbox (SMTPUTF8)", async () => {
    await createUser(ctx.database.db, { email: "тест@почта.рф" });
    const asked = await post("/api/auth/password-reset/", { email: "тест@xn--80a1acny.xn--p1ai" });
    expect(asked.statusCode).toBe(202);
    const mail = await servers.utf8.messageTo("тест@почта.рф", "Задать новый пароль");
    expect(mail.data).toContain("To: тест@почта.рф");
  });

  it("changes the address to a .рф one: the link goes to it, and the same mailbox in punycode is 'the same'", async () => {
    const user = await createUser(ctx.database.db, { email: "old@почта.рф" });
    const { access } = await signIn(ctx, user.username, user.password);
    const change = (email: string) =>
      post(
        "/api/auth/email/",
        { email, password: user.password },
        { ...bearer(access), "accept-language": "en" },
      );
    expect((await change("Новый@Почта.рф")).statusCode).toBe(202);
    const mail = await servers.utf8.messageTo("новый@почта.рф");
    expect(mailText(mail.data)).toContain("/email-change?confirm=");
    const same = await change("OLD@xn--80a1acny.xn--p1ai");
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe("auth.emailSame");
  });
});

describe("a .рф address through a mail server without SMTPUTF8", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: servers.ascii.url }));

  it("mails the password reset of a Latin mailbox on a .рф domain with the domain in punycode", async () => {
    await createUser(ctx.database.db, { email: "test@почта.рф" });
    const asked = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/",
      payload: { email: "Test@XN--80A1ACNY.XN--P1AI" },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await servers.ascii.messageTo("test@xn--80a1acny.xn--p1ai", "Задать новый пароль");
    expect(mail.data).toContain("To: test@xn--80a1acny.xn--p1ai");
  });
});
