/** The four free PDF sets of the home page; their titles are the cards' titles (web i18n home sets.items). */

export interface FreeSetDef {
  slug: string;
  title: string;
  description: string;
  /** The card's title in English, for the file's name on the English site. */
  titleEn: string;
  phrases: readonly string[];
}

export const FREE_SETS: readonly FreeSetDef[] = [
  {
    slug: "lyubov",
    title: "Любовь и близость",
    titleEn: "Love and closeness",
    description:
      "Три мандалы на тепло, нежность и взаимность. В каждой — цветная мандала, шаблон с цифрами и шаблон точками.",
    phrases: ["Я люблю и любима", "Моё сердце открыто любви", "В нашем доме тепло и нежность"],
  },
  {
    slug: "izobilie",
    title: "Изобилие",
    titleEn: "Abundance",
    description:
      "Три мандалы на благодарность, достаток и новые возможности. Раскрашивайте не торопясь, от центра к краям.",
    phrases: ["Я открыта изобилию", "Деньги приходят легко и радостно", "Я благодарю за всё, что имею"],
  },
  {
    slug: "zdorovie",
    title: "Здоровье и силы",
    titleEn: "Health and strength",
    description: "Три мандалы на силы, лёгкость и бережное отношение к своему телу.",
    phrases: [
      "Я здорова и полна сил",
      "Моё тело лёгкое и сильное",
      "Каждый день я отдыхаю и восстанавливаюсь",
    ],
  },
  {
    slug: "garmoniya",
    title: "Гармония в доме",
    titleEn: "Harmony at home",
    description: "Три мандалы на спокойствие, ясность и равновесие в течение дня.",
    phrases: ["Я спокойна и уверена", "В моей жизни гармония", "Я выбираю мир и ясность"],
  },
];
