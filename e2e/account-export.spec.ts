import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { realDrawingViaApi } from "./support/drawings.ts";
import { linkIn, newestMailTo } from "./support/mail.ts";
import { signUpViaApi } from "./support/session.ts";

/**
 * "Take your data": the profile asks for an archive of the account, a job makes it, and
 * the archive is downloaded from the profile and from the e-mail, then opened.
 */

/** The files of a .zip, by name (directories left out). */
function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).filter(([name]) => !name.endsWith("/")));
}

test("the profile's «Скачать мои данные» gives an archive of the account, opened here", async ({ page }) => {
  const { account, access } = await signUpViaApi(page);
  const auth = { authorization: `Bearer ${access}` };
  const mandalaId = await realDrawingViaApi(page.request, access, "Я живу у моря");
  const share = await page.request.post(`/api/mandalas/${mandalaId}/shares`, {
    headers: auth,
    data: { show_phrase: false },
  });
  expect(share.status()).toBe(201);
  const sharePath = ((await share.json()) as { path: string }).path;

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Ваши данные" });
  await card.getByRole("button", { name: "Скачать мои данные" }).click();
  await expect(card.getByText(/^Архив готовится…/)).toBeVisible();

  // The job makes the archive; the card shows its link on its own.
  const link = card.getByRole("link", { name: /^Скачать архив \([\d,]+ МБ\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Архив готов\. Ссылка действует до /)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^mandala-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(new Uint8Array(await readFile(await download.path())));

  const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array));
  expect(data.profile).toMatchObject({ username: account.username, email: account.email });
  expect(data.mandalas).toEqual([
    expect.objectContaining({
      id: mandalaId,
      phrase: "Я живу у моря",
      picture: `images/mandala-${mandalaId}.png`,
    }),
  ]);
  expect(data.share_links).toEqual([expect.objectContaining({ mandala_id: mandalaId, path: sharePath })]);
  expect(data).toMatchObject({ colourings: [], comments: [] });
  expect(Array.isArray(data.payments)).toBe(true);
  expect(Object.keys(files).sort()).toEqual(["data.json", `images/mandala-${mandalaId}.png`]);
  // A PNG's signature.
  expect(Buffer.from(files[`images/mandala-${mandalaId}.png`]?.subarray(0, 8) ?? []).toString("hex")).toBe(
    "89504e470d0a1a0a",
  );

  // The e-mail's link opens the same archive without signing in; a changed link opens nothing.
  const mail = await newestMailTo(account.email, "Скачать архив");
  const mailed = linkIn(mail, "Скачать архив");
  expect(mailed).not.toBeNull();
  const path = new URL(mailed ?? "").pathname;
  const again = await page.request.get(path, { headers: { authorization: "" } });
  expect(again.status()).toBe(200);
  expect(unzip(new Uint8Array(await again.body()))["data.json"]).toEqual(files["data.json"]);
  const forged = await page.request.get(
    path.replace(/\.[\w-]+$/, ".forged-signature-forged-signature-forged-s"),
  );
  expect(forged.status()).toBe(404);
});
