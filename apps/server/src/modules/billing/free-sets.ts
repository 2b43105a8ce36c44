/** The four free PDF sets of the home page, and the phrases of each learning set's PDF. */

export interface FreeSetDef {
  slug: string;
  title: string;
  description: string;
  phrases: readonly string[];
}

export const FREE_SETS: readonly FreeSetDef[] = [
  {
    slug: "lyubov",
    title: "Любовь",
    description:
      "Три мандалы на тепло, нежность и взаимность. В каждой — цветная мандала, шаблон с цифрами и шаблон точками.",
    phrases: ["Я люблю и любима", "Моё сердце открыто любви", "В нашем доме тепло и нежность"],
  },
  {
    slug: "izobilie",
    title: "Изобилие",
    description:
      "Три мандалы на благодарность, достаток и новые возможности. Раскрашивайте не торопясь, от центра к краям.",
    phrases: ["Я открыта изобилию", "Деньги приходят легко и радостно", "Я благодарю за всё, что имею"],
  },
  {
    slug: "zdorovie",
    title: "Здоровье",
    description: "Три мандалы на силы, лёгкость и бережное отношение к своему телу.",
    phrases: [
      "Я здорова и полна сил",
      "Моё тело лёгкое и сильное",
      "Каждый день я отдыхаю и восстанавливаюсь",
    ],
  },
  {
    slug: "garmoniya",
    title: "Гармония",
    description: "Три мандалы на спокойствие, ясность и равновесие в течение дня.",
    phrases: ["Я спокойна и уверена", "В моей жизни гармония", "Я выбираю мир и ясность"],
  },
];

/** Curated phrases for the seeded learning sets; any other set uses its own name. */
const LEARNING_SET_PHRASES: Record<string, readonly string[]> = {
  "garmoniya-v-pare": ["Мы слышим друг друга", "В нашей паре доверие и тепло", "Мы растём вместе"],
  "lyubov-k-sebe": ["Я принимаю себя", "Я бережна к себе", "Я достойна любви"],
  "denezhnyy-potok": ["Деньги текут ко мне легко", "Я открыта новым возможностям", "Мой доход растёт"],
  "spokoynyy-son": ["Я засыпаю легко и спокойно", "Моё тело отдыхает", "Утро приносит силы"],
};

/** The phrases drawn in a learning set's PDF. */
export function phrasesOfLearningSet(set: { slug: string; name: string }): readonly string[] {
  return LEARNING_SET_PHRASES[set.slug] ?? [set.name];
}
