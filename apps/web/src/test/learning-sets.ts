import type { TLearningSetDetail, TLearningSetList, TLearningSetSummary } from "@mandala/contract";

export const summary: TLearningSetSummary = {
  id: 1,
  slug: "garmoniya-v-pare",
  name: "Гармония в паре",
  icon_url: "",
  description_short: "12 мандал на тепло, доверие и взаимную поддержку.",
  price: 990,
  old_price: 1390,
  discount: 29,
  mandala_count: 12,
};

export const list: TLearningSetList = {
  data: [
    {
      id: 1,
      name: "Любовь и отношения",
      description_short: "Мандалы для гармонии в паре.",
      learning_sets: [
        summary,
        { ...summary, id: 2, slug: "lyubov-k-sebe", name: "Любовь к себе", old_price: 1490 },
      ],
    },
    { id: 2, name: "Пустая тема", description_short: "", learning_sets: [] },
  ],
};

export const detail: TLearningSetDetail = {
  ...summary,
  // As the server sends it: sanitized with its allow-list (apps/server/src/sanitize-html.ts).
  description: "<p>Двенадцать мандал.</p><p>Второй <strong>абзац</strong></p>",
  included_items: ["12 мандал в цвете", "Памятка по медитации"],
  topic: { id: 1, name: "Любовь и отношения" },
  purchased: false,
};
