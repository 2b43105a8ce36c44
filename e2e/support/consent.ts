import type { Locator, Page } from "@playwright/test";

/** The consent to the processing of personal data of a registration or purchase form, in either language. */
export const consentBox = (scope: Page | Locator): Locator =>
  scope.getByRole("checkbox", { name: /Даю согласие на обработку|I consent to the processing/ });

/** Ticks the consent box, as a form that registers or orders needs before it is sent. */
export async function giveConsent(scope: Page | Locator): Promise<void> {
  await consentBox(scope).check();
}
