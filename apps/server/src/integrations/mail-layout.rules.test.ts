/**
 * Every mail in the one layout: the greeting, the signature and the signed subject are written by
 * integrations/mail-layout.ts alone.
 */
import { describe, expect, it } from "vitest";
import { productFilesMatching } from "../../test/product-files.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "./mail-layout.ts";

describe("a mail in the one layout", () => {
  const body = mailBody(
    paragraphs(["Спасибо за покупку набора «Любовь»."]),
    linkParagraph({ lead: "Скачать:", url: "https://mandala.example/f?a=1&b=2", label: "Скачать набор" }),
    linkParagraph({ url: "https://mandala.example/profile", label: "Личный кабинет" }),
  );

  it("greets, signs and signs the subject in the reader's language", () => {
    const ru = letter("a@b.ru", "ru", "Ваш набор «Любовь»", body);
    expect(ru.subject).toBe("Ваш набор «Любовь» — Мандала желаний");
    expect(ru.text).toBe(
      [
        "Здравствуйте!",
        "",
        "Спасибо за покупку набора «Любовь».",
        "",
        "Скачать:",
        "https://mandala.example/f?a=1&b=2",
        "",
        "Личный кабинет: https://mandala.example/profile",
        "",
        "Мандала желаний",
      ].join("\n"),
    );
    expect(ru.html).toBe(
      "<p>Здравствуйте!</p><p>Спасибо за покупку набора «Любовь».</p>" +
        '<p>Скачать: <a href="https://mandala.example/f?a=1&amp;b=2">Скачать набор</a></p>' +
        '<p><a href="https://mandala.example/profile">Личный кабинет</a></p><p>Мандала желаний</p>',
    );
    const en = letter("a@b.ru", "en", "Your set", paragraphs(["<b>"]));
    expect(en.subject).toBe("Your set — Wish Mandala");
    expect(en.text.split("\n")[0]).toBe("Hello,");
    expect(en.html).toContain("<p>&lt;b&gt;</p>");
  });
});

const HOME = "integrations/mail-layout.ts";
/** A greeting, a signature or a signed subject written by hand. */
const BY_HAND = /Здравствуйте|"Hello[,!]"|— Мандала желаний|— Wish Mandala/;

describe("the one home of the mail layout", () => {
  it("no other product file greets, signs or signs a subject", () => {
    expect(productFilesMatching(BY_HAND, HOME)).toEqual([]);
  });
});
