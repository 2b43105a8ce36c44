const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&#39;",
  '"': "&quot;",
};

/** `text` safe inside HTML text and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
