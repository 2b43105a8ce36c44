/**
 * The steps a person waits on, in the local Chromium against the real server, each the median
 * of a few runs beside its goal:
 *   - the first navigation to a guarded page (/profile, signed in): until its heading shows;
 *   - the e-mail verification link: until the sign-in page says the address is verified;
 *   - the VK ID callback (VK faked as in the e2e journeys): until it says the person is signed in;
 *   - the builder's preview and real drawing: from the click until the picture is there; the first
 *     preview after opening /app on a server that has drawn nothing yet apart (3.3 s once);
 *   - a share page, first visit on a phone (empty cache, 4× slower CPU): until the picture is there;
 *   - the print of a saved mandala from its card, through its print options: from «Открыть печать» until
 *     every sheet's picture is ready, and until the print dialog (after the page's 3 s pause, use-print-flow.ts);
 *   - a saved mandala's PDF export from "Мои мандалы": from the click until the download starts;
 *   - a saved mandala's PDF at the largest settings (every view and number): its time and its size.
 * Times of a page are taken in the page (performance.now(), from the start of its navigation).
 *   npm run build && node bench/run.ts waits
 */
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  request,
} from "@playwright/test";
import { registerViaApi, uniqueAccount } from "../e2e/support/accounts.ts";
import { chromiumPath } from "../e2e/support/chromium.ts";
import { E2E_VK_APP_ID, startFakeVkId, vkReturn } from "../e2e/support/fake-vk-id.ts";
import { findMailTo, verificationPathIn } from "../e2e/support/mail.ts";
import { type ApiSession, apiSignIn, storeSession } from "../e2e/support/session.ts";
import { type BenchServer, startBenchServer } from "./server.ts";
import { sharePagePath } from "./share-fixture.ts";
import { type BenchRow, median, printRows } from "./types.ts";

/** The server's port, the fake VK ID's is the next (BENCH_PORT overrides it, for parallel checkouts). */
const PORT = Number(process.env.BENCH_PORT) || 3193;
const RUNS = Number(process.env.BENCH_WAITS_RUNS ?? 5);
/** One phrase per run: each real drawing is a new saved mandala, whose print and PDF are made afresh. */
const PHRASES = [
  "Я счастлива и любима",
  "Мой дом полон света",
  "Я здорова и спокойна",
  "Мой путь лёгкий и ясный",
  "Я живу в изобилии",
  "Моя семья дружная",
  "Я нахожу радость каждый день",
];
const VK_PERSON = "vera-bench";
const VK_USER = { user_id: "777001", first_name: "Вера", last_name: "Лебедева", verified: true };

/** Resolves with performance.now() in the page once `condition` (a JS expression) holds. */
async function readyAt(page: Page, condition: string): Promise<number> {
  const handle = await page.waitForFunction(`(${condition}) && performance.now()`, undefined, {
    polling: "raf",
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

const nowIn = (page: Page) => page.evaluate("performance.now()") as Promise<number>;
const hasText = (text: string) => `document.body.innerText.includes(${JSON.stringify(text)})`;

interface Bench {
  browser: Browser;
  server: BenchServer;
  session: ApiSession;
}

/** A fresh browser context (own cache and storage) with `session` stored, on /sitemap; closed after `use`. */
async function inContext<T>(
  bench: Bench,
  session: ApiSession | null,
  use: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  // bypassCSP: the waits are JS expressions evaluated in the page, which the CSP (no unsafe-eval) would refuse.
  const context = await bench.browser.newContext({
    baseURL: bench.server.baseUrl,
    locale: "ru-RU",
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    if (session) await storeSession(page, session);
    else await page.goto("/sitemap");
    return await use(page, context);
  } finally {
    await context.close();
  }
}

async function repeat(runs: number, measure: (run: number) => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await measure(run));
  return median(times);
}

const guardedPage = (bench: Bench) =>
  repeat(RUNS, () =>
    inContext(bench, bench.session, async (page) => {
      await page.goto("/profile", { waitUntil: "commit" });
      return readyAt(
        page,
        `document.querySelector("h1")?.textContent === ${JSON.stringify(bench.session.profile.username)}`,
      );
    }),
  );

const verificationLink = (bench: Bench, api: APIRequestContext) =>
  repeat(RUNS, async () => {
    const account = await registerViaApi(api, { trial: false, account: uniqueAccount("waits") });
    const outbox = path.join(bench.server.dataDir, "outbox");
    const findLink = async () =>
      verificationPathIn((await findMailTo(outbox, account.email, "/api/auth/verify-email/")) ?? "");
    let link = await findLink();
    for (let tries = 0; !link && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the mail leaves through a job
      link = await findLink();
    }
    if (!link) throw new Error(`no verification e-mail to ${account.email}`);
    const target = link;
    return inContext(bench, null, async (page) => {
      await page.goto(target, { waitUntil: "commit" });
      return readyAt(page, hasText("Адрес эл. почты подтверждён"));
    });
  });

const vkCallback = (bench: Bench) =>
  repeat(RUNS, async () => {
    // VK answered the trip (the fake VK ID issued the code); our server exchanges it.
    const { secrets, path } = await vkReturn(VK_PERSON, PORT);
    return inContext(bench, null, async (page) => {
      await page.evaluate(
        (remembered) => sessionStorage.setItem("vkid:login", JSON.stringify(remembered)),
        secrets,
      );
      await page.goto(path, { waitUntil: "commit" });
      return readyAt(page, hasText("Вы вошли!"));
    });
  });

/**
 * The builder: a preview, then a real drawing of the same phrase; the ms of each from its click. The
 * first preview is the first the server draws after its start.
 */
async function builder(bench: Bench): Promise<{ first: number; preview: number; drawing: number }> {
  const previews: number[] = [];
  const drawings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await inContext(bench, bench.session, async (page) => {
      await page.goto("/app");
      await page.getByLabel("Ваше намерение").fill(PHRASES[run] as string);
      await page.getByRole("group", { name: "Фигура" }).getByRole("radio").first().check();
      await page.getByRole("button", { name: "Нарисовать превью" }).waitFor();
      let start = await nowIn(page);
      await page.getByRole("button", { name: "Нарисовать превью" }).click();
      previews.push(
        (await readyAt(page, `document.querySelector("figure[data-preview='true'] img")?.complete`)) - start,
      );

      await page.getByRole("checkbox", { name: /Превью/ }).uncheck();
      await page.getByRole("button", { name: "Нарисовать мандалу" }).click();
      const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Нарисовать" });
      await confirm.waitFor();
      start = await nowIn(page);
      await confirm.click();
      drawings.push(
        (await readyAt(page, `document.querySelector("figure[data-preview='false'] img")?.complete`)) - start,
      );
    });
  }
  return { first: previews[0] ?? 0, preview: median(previews.slice(1)), drawing: median(drawings) };
}

/** A phone: its screen, touch, and the CPU 4× slower than this machine's (Lighthouse's mobile profile). */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PHONE_CPU_SLOWDOWN = 4;

/** A share page opened for the first time on a phone: from the navigation until its picture is there. */
const sharePage = (bench: Bench, address: string) =>
  repeat(RUNS, async () => {
    const context = await bench.browser.newContext({
      ...PHONE,
      baseURL: bench.server.baseUrl,
      locale: "ru-RU",
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
      await page.goto(address, { waitUntil: "commit" });
      return await readyAt(page, `document.querySelector("main img[src*='/api/shares/']")?.complete`);
    } finally {
      await context.close();
    }
  });

/**
 * From «Открыть печать» until every sheet shows its picture, the new window's opening and loading
 * included: a person waits no longer than this for what they asked to print.
 */
const PRINT_READY_MS = 1500;
/** The print page's pause between the pictures' readiness and the print dialog (use-print-flow.ts). */
const DIALOG_DELAY_MS = 3000;

/**
 * Every sheet of the print page has its picture: no page still loading, each <img> (colour, dots,
 * numbers) decoded, and the digits template (an SVG <image> per sheet, drawn in the browser) decodable.
 * Resolves with the wall-clock time (ms since the epoch) it became so, and the number of sheets; throws
 * with the page's words when it says a page could not be drawn.
 */
async function printReadyAt(popup: Page): Promise<{ at: number; sheets: number }> {
  const sheets = `[...document.querySelectorAll("[data-testid=print-page]")]`;
  const imgs = `[...document.querySelectorAll("[data-testid=print-page] img")]`;
  const windows = `document.querySelectorAll("[data-testid=digits-window]").length`;
  const drawn = [
    `${sheets}.length > 0`,
    `!document.querySelector("[aria-busy=true]")`,
    `${imgs}.length + ${windows} === ${sheets}.length`,
    `${imgs}.every((img) => img.complete && img.naturalWidth > 0)`,
  ].join(" && ");
  await readyAt(popup, `(${drawn}) || document.querySelector("[role=alert]")`);
  const alert = popup.getByRole("alert");
  if (await alert.count()) throw new Error(`the print page failed: ${await alert.first().textContent()}`);
  // The digits sheets' picture (one data: URL, drawn in the browser) decodes: it is there to be shown.
  const decoded = `Promise.all([...document.querySelectorAll("[data-testid=digits-picture]")].map((picture) => {
    const image = new Image();
    image.src = picture.href.baseVal;
    return image.decode();
  }))`;
  return (await popup.evaluate(`${decoded}.then(() => ({
    at: performance.timeOrigin + performance.now(),
    sheets: ${sheets}.length,
  }))`)) as { at: number; sheets: number };
}

/**
 * The print of each saved mandala as a person makes it: «Печать» on its card on "Мои мандалы", the print
 * options as offered (colour, digits and dots; no number pages), «Открыть печать». From that click until
 * every sheet of the new window has its picture, and until its dialog shows (after the page's 3 s pause).
 */
async function printPage(bench: Bench, count: number) {
  const pictures: number[] = [];
  const dialogs: number[] = [];
  const sheets: number[] = [];
  for (let run = 0; run < count; run++) {
    await inContext(bench, bench.session, async (page, context) => {
      await context.addInitScript("window.print = () => {}");
      await page.goto("/mandalas");
      await page.getByTestId("mandala-card").nth(run).getByRole("button", { name: "Печать" }).click();
      const open = page.getByRole("dialog", { name: "Что распечатать" }).getByRole("button", {
        name: "Открыть печать",
      });
      await open.waitFor();
      const start = Date.now();
      const [popup] = await Promise.all([context.waitForEvent("page"), open.click()]);
      const ready = await printReadyAt(popup);
      pictures.push(ready.at - start);
      sheets.push(ready.sheets);
      const dialog = await readyAt(popup, `document.querySelector("[role=dialog]")`);
      dialogs.push(dialog + ((await popup.evaluate("performance.timeOrigin")) as number) - start);
    });
  }
  const range = `${Math.min(...sheets)}-${Math.max(...sheets)}`;
  return { pictures: median(pictures), dialog: median(dialogs), sheets: range };
}

/** "Скачать PDF" of each saved mandala on "Мои мандалы": from the click until the download starts. */
const pdfExport = (bench: Bench, count: number) =>
  repeat(count, (run) =>
    inContext(bench, bench.session, async (page) => {
      await page.goto("/mandalas");
      const card = page.getByTestId("mandala-card").nth(run);
      const button = card.getByRole("button", { name: "Скачать PDF" });
      await button.waitFor();
      const start = Date.now();
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const ms = Date.now() - start;
      await download.cancel();
      return ms;
    }),
  );

/** The largest print of a saved mandala: the star at its largest sector, on every page the print offers. */
const LARGEST = {
  q: "Я счастлива, любима и живу в гармонии с миром",
  patternLength: "7",
  sector_length: "16",
  palette_id: "9",
  first_method: "8",
  additional_method: "1",
  size: "200",
  watermarked: "false",
  // Drawn even when the bench's user keeps it already (a server reused between runs).
  again: "1",
};

/**
 * A saved mandala's print.pdf at the largest settings (13–16 s and 18.9 MB once): its three
 * views and a page per number, from the request until the whole file has come; and the file's size.
 */
async function largestPdf(bench: Bench, api: APIRequestContext): Promise<{ ms: number; mb: number }> {
  const headers = { authorization: `Bearer ${bench.session.access}` };
  const drawn = await api.get(`/draw/api/v1/premium/shape/eight_diamond?${new URLSearchParams(LARGEST)}`, {
    headers,
  });
  if (!drawn.ok())
    throw new Error(`the largest mandala was not drawn: ${drawn.status()} ${await drawn.text()}`);
  const { mandala_id } = (await drawn.json()) as { mandala_id: number };
  const numbers = Array.from({ length: Number(LARGEST.palette_id) }, (_, i) => i + 1).join(",");
  const path = `/api/mandalas/${mandala_id}/print.pdf?views=colorized,digits,dots&numbers=${numbers}`;
  let bytes = 0;
  const ms = await repeat(RUNS, async () => {
    const start = performance.now();
    const response = await api.get(path, { headers });
    bytes = (await response.body()).length;
    if (!response.ok()) throw new Error(`print.pdf answered ${response.status()}`);
    return performance.now() - start;
  });
  return { ms, mb: bytes / 1e6 };
}

const row = (name: string, value: number, goal?: number): BenchRow => ({
  name: `waits.${name}`,
  value: Math.round(value),
  unit: "ms",
  ...(goal === undefined ? {} : { budget: { op: "<=" as const, value: goal } }),
});

export async function run(): Promise<BenchRow[]> {
  const vkId = await startFakeVkId(PORT + 1, {
    [VK_PERSON]: { ...VK_USER, email: "vera.vk@example.com" },
  });
  const server = await startBenchServer(PORT, {
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    VKID_APP_ID: E2E_VK_APP_ID,
    VKID_API_URL: `http://127.0.0.1:${PORT + 1}`,
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    // The bench's one account downloads faster than a person (10 PDFs and the builder's pictures within
    // a minute), near a person's budget of 20 (work-limits.test.ts covers it): none should wait it out.
    EXPORTS_PER_MINUTE: "1000",
  });
  const api = await request.newContext({ baseURL: server.baseUrl });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const session = await apiSignIn(api, await registerViaApi(api));
    const bench: Bench = { browser, server, session };
    const guarded = await guardedPage(bench);
    const verification = await verificationLink(bench, api);
    const vk = await vkCallback(bench);
    const drawn = await builder(bench);
    const shared = await sharePage(bench, await sharePagePath(server.baseUrl));
    // Each mandala's PDF before its print page: both are made afresh, neither from the other's cache.
    const pdf = await pdfExport(bench, RUNS);
    const largest = await largestPdf(bench, api);
    const print = await printPage(bench, RUNS);
    return [
      row("first navigation to a guarded page (/profile)", guarded, 1000),
      row("e-mail verification link", verification, 1000),
      row("VK ID callback", vk, 1000),
      row("builder: first preview after opening /app, fresh server (was 3,300)", drawn.first, 1000),
      row("builder preview, from the click (was 280)", drawn.preview, 280),
      row("builder real drawing, from the click (was 870)", drawn.drawing, 870),
      row("share page, first visit on a phone: the picture (was 3,800)", shared, 1500),
      row(
        `print page from its options: ${print.sheets} sheets' pictures ready, from the click`,
        print.pictures,
        PRINT_READY_MS,
      ),
      row(
        "print page from its options: its dialog, from the click (3 s of it the page's pause)",
        print.dialog,
        PRINT_READY_MS + DIALOG_DELAY_MS,
      ),
      row("saved mandala's PDF export, click to download", pdf, 800),
      row("saved mandala's PDF, largest settings (all views and numbers; was 13-16 s)", largest.ms, 2000),
      {
        name: "waits.saved mandala's PDF size, largest settings (was 18.9 MB)",
        value: Math.round(largest.mb * 100) / 100,
        unit: "MB",
        budget: { op: "<=", value: 5 },
      },
    ];
  } finally {
    await browser.close();
    await api.dispose();
    await server.stop();
    vkId.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printRows(await run());
