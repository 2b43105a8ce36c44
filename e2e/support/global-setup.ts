/** Playwright's global setup: the fake VK ID every VK journey talks to, closed when the run ends. */
import { startFakeVkId } from "./fake-vk-id.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startFakeVkId(Number(process.env.E2E_PORT ?? 3100) + 1);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
