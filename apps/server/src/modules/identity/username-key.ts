/**
 * The form in which two usernames that look alike are the same name: «аdmin» with a Cyrillic «а», the
 * full-width «ａｄｍｉｎ» and «ADMIN» are all «admin». Unicode's confusable skeleton (UTS #39) of the
 * name in NFKC (full-width and other compatibility letters become plain ones) and in capitals, where
 * the Cyrillic and Latin look-alikes are most alike (СОСНА, COCHA) and a name is seen in either case;
 * then lower-cased. The mapping is confusables.txt's, as the package `unhomoglyph` ships it.
 */
import unhomoglyph from "unhomoglyph";

export function usernameKey(username: string): string {
  const capitals = username.normalize("NFKC").toUpperCase().normalize("NFD");
  return unhomoglyph(capitals).normalize("NFD").toLowerCase();
}
