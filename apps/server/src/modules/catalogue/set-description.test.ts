import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createLearningSet } from "../../../test/factories.ts";

describe("a learning set's description", () => {
  const ctx = useTestApp();

  it("is answered sanitized with the site's one allow-list, in each language", async () => {
    const set = await createLearningSet(ctx.database.db, {
      description:
        '<p onclick="x()">Описание</p><script>window.hacked = 1</script><a href="javascript:x">ссылка</a>',
      translations: {
        en: {
          name: "Set",
          descriptionShort: "",
          description: "<p>About<img src=x onerror=alert(1)></p>",
          includedItems: [],
        },
      },
    });
    const detail = (lang: string) =>
      ctx.app.inject({ method: "GET", url: `/draw/api/v1/free/learningsets/${set.slug}?lang=${lang}` });
    expect((await detail("ru")).json().description).toBe("<p>Описание</p><a>ссылка</a>");
    expect((await detail("en")).json().description).toBe('<p>About<img src="x" /></p>');
  });
});
