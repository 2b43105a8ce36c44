/** The text alternative of a drawn picture (the SVG's `<title>`), in the reader's language. */
import { type ShapeId, shapeById, type View } from "@mandala/engine";
import { type Locale, translate } from "../i18n/messages.ts";

/** «Мандала: восемь ромбов, цветная» / "Mandala: eight diamonds, coloured". */
export function pictureAlt(shape: ShapeId, view: View, locale: Locale): string {
  const label = shapeById(shape)?.label[locale] ?? shape;
  return translate("picture.alt", locale, {
    shape: label.charAt(0).toLocaleLowerCase(locale) + label.slice(1),
    view: translate(`picture.alt.${view}`, locale),
  });
}
