/**
 * The four free PDF sets of the home page; their titles are the cards' titles (web i18n home sets.items).
 * Their intentions are said by anyone, each drawn with at least four colours (as the learning sets').
 */
import type { SetIntention } from "../../db/schema.ts";

export interface FreeSetDef {
  slug: string;
  title: string;
  description: string;
  /** The card's title in English, for the file's name on the English site. */
  titleEn: string;
  intentions: readonly SetIntention[];
}

export const FREE_SETS: readonly FreeSetDef[] = [
  {
    slug: "lyubov",
    title: "Любовь и близость",
    titleEn: "Love and closeness",
    description:
      "Три мандалы на тепло, нежность и взаимность. В каждой — цветная мандала, шаблон с цифрами и шаблон точками.",
    intentions: [
      { phrase: "Я люблю, и меня любят", shape: "octagon", patternLength: 4 },
      { phrase: "Моё сердце открыто любви", shape: "six_diamond", patternLength: 6 },
      { phrase: "В нашем доме тепло и нежность", shape: "demoshape", patternLength: 4 },
    ],
  },
  {
    slug: "izobilie",
    title: "Изобилие",
    titleEn: "Abundance",
    description:
      "Три мандалы на благодарность, достаток и новые возможности. Раскрашивайте не торопясь, от центра к краям.",
    intentions: [
      { phrase: "Я принимаю изобилие", shape: "octagon", patternLength: 4 },
      { phrase: "Деньги приходят легко и радостно", shape: "six_diamond", patternLength: 6 },
      { phrase: "Я благодарю за всё, что имею", shape: "demoshape", patternLength: 4 },
    ],
  },
  {
    slug: "zdorovie",
    title: "Здоровье и силы",
    titleEn: "Health and strength",
    description: "Три мандалы на силы, лёгкость и бережное отношение к своему телу.",
    intentions: [
      { phrase: "Моё здоровье крепнет день ото дня", shape: "octagon", patternLength: 4 },
      { phrase: "Моё тело лёгкое и сильное", shape: "six_diamond", patternLength: 6 },
      { phrase: "Каждый день я отдыхаю и восстанавливаюсь", shape: "demoshape", patternLength: 4 },
    ],
  },
  {
    slug: "garmoniya",
    title: "Гармония в доме",
    titleEn: "Harmony at home",
    description: "Три мандалы на мир, уют и согласие с близкими.",
    intentions: [
      { phrase: "В нашем доме мир и согласие", shape: "octagon", patternLength: 4 },
      { phrase: "Мы с близкими слышим друг друга", shape: "six_diamond", patternLength: 2 },
      { phrase: "Наш дом полон тепла и заботы", shape: "demoshape", patternLength: 4 },
    ],
  },
];
