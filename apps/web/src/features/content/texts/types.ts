/**
 * A static long-form text: the personal-data policy, the public offer or the method article.
 * Paragraphs are plain text (no HTML, no markdown); the view renders each one as a paragraph.
 */
export interface LegalText {
  title: string;
  /** Human-readable date of the current edition, e.g. "23 ноября 2026" / "November 23, 2026". */
  updated: string;
  intro?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}
