/**
 * A static long-form text: the personal-data policy, the public offer, the method article, payment and
 * refunds, or questions and answers (a section each). Paragraphs are plain text (no HTML, no markdown
 * but `[label](/path)`, a link to one of the site's pages); the view renders each one as a paragraph. The
 * operator's details are not written here but filled in from the site settings (legal-page.tsx):
 * `{seller}` stands for the seller's name, `{support}` for the support address, and a paragraph that is
 * exactly `DETAILS` for the list of the seller's details.
 */
export interface LegalText {
  title: string;
  /** Human-readable date of the current edition, e.g. "23 ноября 2026" / "November 23, 2026"; none for a text that is no document. */
  updated?: string;
  intro?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The paragraph that stands for the seller's details (ОГРН/ОГРНИП, ИНН, address, e-mail, phone). */
export const DETAILS = "{details}";
