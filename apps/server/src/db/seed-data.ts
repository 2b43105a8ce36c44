/** Demo content written into an empty database: plans, learning sets and the blog. */
import { countOf } from "../i18n/plural.ts";
import type { plans } from "./schema.ts";

type NewPlan = typeof plans.$inferInsert;

export const PLANS: NewPlan[] = [
  {
    slug: "basic",
    name: "Basic",
    description: "Базовый",
    tier: "basic",
    priceRub: 490,
    drawingsPerPeriod: 30,
    palettes: [9],
    billingPeriod: "once",
    sortOrder: 1,
    features: {
      ru: ["3 шаблона: цвет, цифры, точки"],
      en: ["3 templates: colour, digits, dots"],
    },
  },
  {
    slug: "advanced",
    name: "Advanced",
    description: "Продвинутый",
    tier: "advanced",
    priceRub: 990,
    drawingsPerPeriod: 100,
    palettes: [9, 12, 13],
    advancedShapesAndMethods: true,
    isPopular: true,
    sortOrder: 2,
    features: {
      ru: ["Всё из тарифа «Базовый»"],
      en: ["Everything in Basic"],
    },
  },
  {
    slug: "premium",
    name: "Premium",
    description: "Премиум",
    tier: "premium",
    priceRub: 1990,
    drawingsPerPeriod: 300,
    carryOver: true,
    palettes: [9, 12, 13],
    advancedShapesAndMethods: true,
    sortOrder: 3,
    features: {
      ru: ["Всё из тарифа «Продвинутый»", "Консультация по формулировке намерений", "Приоритетная поддержка"],
      en: ["Everything in Advanced", "A consultation on formulating intentions", "Priority support"],
    },
  },
];

/**
 * Each set's intentions in the order of its PDF, said by anyone (no grammatical gender), each with the
 * shape and pattern length that give it at least four colours of the nine (checked over the seed's
 * mandalas in seed.test.ts); the shapes take turns so that no two neighbours look alike.
 */
/**
 * The digests (intentionsDigest in seed.ts) of the intentions that earlier seeds wrote, by set: a
 * database still holding them is given the intentions above; a set the operator has edited keeps its own.
 */
export const EARLIER_SEED_INTENTIONS: Readonly<Record<string, readonly string[]>> = {
  "garmoniya-v-pare": ["aa3f7fa8ecbbaddd"],
  "lyubov-k-sebe": ["aa8a8f2bf1ce752a"],
  "denezhnyy-potok": ["3e86283ee9ed9c74"],
  "spokoynyy-son": ["30b123b7f787f8d9"],
};

/** What a set's PDF holds, as listed on its page. */
const includedRu = (n: number) => [
  `${countOf(n, "mandala", "ru")} в цвете`,
  `${countOf(n, "template", "ru")} с цифрами`,
  `${countOf(n, "template", "ru")} точками`,
  "Памятка: как рисовать мандалу",
];
const includedEn = (n: number) => [
  `${n} colour mandalas`,
  `${n} numbered templates`,
  `${n} dot templates`,
  "A guide: how to draw a mandala",
];

export const LEARNING_SET_TOPICS = [
  {
    name: "Любовь и отношения",
    descriptionShort: "Мандалы для гармонии в паре, в семье и с самим собой.",
    translations: {
      en: {
        name: "Love and relationships",
        descriptionShort: "Mandalas for harmony in a couple, in the family and with yourself.",
      },
    },
    sets: [
      {
        slug: "garmoniya-v-pare",
        name: "Гармония в паре",
        descriptionShort: "12 мандал на тепло, доверие и взаимную поддержку.",
        description:
          "<p>Набор из двенадцати мандал, рассчитанных на намерения о тёплых и честных отношениях.</p><p>В каждом листе — цветная мандала, шаблон с цифрами для раскрашивания и шаблон точками.</p>",
        priceRub: 990,
        oldPriceRub: 1390,
        mandalaCount: 12,
        includedItems: includedRu(12),
        intentions: [
          { phrase: "Мы слышим и понимаем друг друга", shape: "octagon", patternLength: 4 },
          { phrase: "В нашей паре доверие и тепло", shape: "six_diamond", patternLength: 2 },
          { phrase: "Мы растём вместе и поддерживаем друг друга", shape: "demoshape", patternLength: 4 },
          { phrase: "Я говорю о своих чувствах честно и мягко", shape: "eight_diamond", patternLength: 2 },
          { phrase: "Наш дом наполнен любовью и смехом", shape: "octagon", patternLength: 4 },
          { phrase: "Мы решаем любые споры с уважением", shape: "six_diamond", patternLength: 2 },
          { phrase: "Каждый день мы замечаем заботу друг друга", shape: "demoshape", patternLength: 4 },
          { phrase: "Нам легко и радостно вместе", shape: "eight_diamond", patternLength: 2 },
          { phrase: "Мы бережём время друг для друга", shape: "octagon", patternLength: 4 },
          { phrase: "Наша близость крепнет с каждым годом", shape: "six_diamond", patternLength: 5 },
          { phrase: "Я благодарю партнёра за каждый день", shape: "demoshape", patternLength: 4 },
          { phrase: "Мы вместе строим наше счастливое будущее", shape: "eight_diamond", patternLength: 2 },
        ],
        translations: {
          en: {
            name: "Harmony as a couple",
            descriptionShort: "12 mandalas for warmth, trust and mutual support.",
            description:
              "<p>A set of twelve mandalas calculated for intentions about warm and honest relationships.</p><p>Each sheet has a colour mandala, a numbered template to colour in and a dot template.</p>",
            includedItems: includedEn(12),
          },
        },
      },
      {
        slug: "lyubov-k-sebe",
        name: "Любовь к себе",
        descriptionShort: "10 мандал на принятие, мягкость и внутреннюю опору.",
        description:
          "<p>Десять мандал для практики бережного отношения к себе.</p><p>Подойдёт тем, кто только начинает рисовать по методу световой сетки.</p>",
        priceRub: 990,
        oldPriceRub: 1490,
        mandalaCount: 10,
        includedItems: includedRu(10),
        intentions: [
          { phrase: "Я принимаю себя целиком", shape: "octagon", patternLength: 4 },
          { phrase: "Я бережно отношусь к себе и своему телу", shape: "six_diamond", patternLength: 2 },
          { phrase: "Я заслуживаю любви и счастья", shape: "demoshape", patternLength: 4 },
          { phrase: "Я слышу свои желания и уважаю их", shape: "eight_diamond", patternLength: 6 },
          { phrase: "Я хвалю себя за каждый шаг", shape: "octagon", patternLength: 4 },
          { phrase: "Моя внутренняя опора крепнет", shape: "six_diamond", patternLength: 5 },
          { phrase: "Я дарю себе время и отдых", shape: "demoshape", patternLength: 4 },
          { phrase: "Я доверяю себе и своему пути", shape: "eight_diamond", patternLength: 5 },
          { phrase: "Я с любовью смотрю в зеркало", shape: "octagon", patternLength: 4 },
          { phrase: "Я выбираю себя с радостью", shape: "six_diamond", patternLength: 6 },
        ],
        translations: {
          en: {
            name: "Self-love",
            descriptionShort: "10 mandalas for acceptance, gentleness and inner support.",
            description:
              "<p>Ten mandalas for practising kindness to yourself.</p><p>A good start for those who are new to drawing by the light-grid method.</p>",
            includedItems: includedEn(10),
          },
        },
      },
    ],
  },
  {
    name: "Изобилие и дело",
    descriptionShort: "Мандалы для ясных целей, дохода и любимой работы.",
    translations: {
      en: {
        name: "Abundance and work",
        descriptionShort: "Mandalas for clear goals, income and work you love.",
      },
    },
    sets: [
      {
        slug: "denezhnyy-potok",
        name: "Денежный поток",
        descriptionShort: "12 мандал на изобилие, благодарность и новые возможности.",
        description:
          "<p>Двенадцать мандал на намерения об изобилии и благодарности.</p><p>Каждая мандала — в цвете, с шаблоном с цифрами для раскрашивания и шаблоном точками.</p>",
        priceRub: 990,
        oldPriceRub: 1390,
        mandalaCount: 12,
        includedItems: includedRu(12),
        intentions: [
          { phrase: "Деньги приходят ко мне легко и радостно", shape: "octagon", patternLength: 4 },
          { phrase: "Я открываю двери новым возможностям", shape: "six_diamond", patternLength: 5 },
          { phrase: "Мой доход растёт каждый месяц", shape: "demoshape", patternLength: 4 },
          { phrase: "Я люблю своё дело и оно приносит достаток", shape: "eight_diamond", patternLength: 5 },
          { phrase: "Я благодарю за всё, что у меня есть", shape: "octagon", patternLength: 4 },
          { phrase: "Я принимаю щедрые подарки жизни", shape: "six_diamond", patternLength: 6 },
          { phrase: "Мои идеи находят своих покупателей", shape: "demoshape", patternLength: 4 },
          { phrase: "Я спокойно и мудро распоряжаюсь деньгами", shape: "eight_diamond", patternLength: 6 },
          { phrase: "Вокруг меня надёжные партнёры", shape: "octagon", patternLength: 4 },
          { phrase: "Я ценю свой труд и своё время", shape: "six_diamond", patternLength: 5 },
          { phrase: "Изобилие живёт в моём доме", shape: "demoshape", patternLength: 4 },
          {
            phrase: "Я делюсь с радостью и получаю с благодарностью",
            shape: "eight_diamond",
            patternLength: 6,
          },
        ],
        translations: {
          en: {
            name: "Money flow",
            descriptionShort: "12 mandalas for abundance, gratitude and new opportunities.",
            description:
              "<p>Twelve mandalas for intentions about abundance and gratitude.</p><p>Each mandala comes in colour, with a numbered template to colour in and a dot template.</p>",
            includedItems: includedEn(12),
          },
        },
      },
    ],
  },
  {
    name: "Здоровье и спокойствие",
    descriptionShort: "Мандалы для отдыха, сна и бережного восстановления сил.",
    translations: {
      en: {
        name: "Health and calm",
        descriptionShort: "Mandalas for rest, sleep and a gentle recovery of strength.",
      },
    },
    sets: [
      {
        slug: "spokoynyy-son",
        name: "Спокойный сон",
        descriptionShort: "8 мандал для вечерней практики и мягкого расслабления.",
        description: "<p>Восемь спокойных мандал в мягких тонах для вечернего рисования.</p>",
        priceRub: 790,
        oldPriceRub: 1190,
        mandalaCount: 8,
        includedItems: includedRu(8),
        intentions: [
          { phrase: "Я засыпаю легко и спокойно", shape: "octagon", patternLength: 4 },
          { phrase: "Моё тело отдыхает и восстанавливается", shape: "six_diamond", patternLength: 5 },
          { phrase: "Я отпускаю заботы прошедшего дня", shape: "demoshape", patternLength: 4 },
          { phrase: "Мой сон глубокий и сладкий", shape: "eight_diamond", patternLength: 2 },
          { phrase: "Моё дыхание тихое и ровное", shape: "octagon", patternLength: 4 },
          { phrase: "Ночь дарит мне покой", shape: "six_diamond", patternLength: 5 },
          { phrase: "Я просыпаюсь с новыми силами", shape: "demoshape", patternLength: 4 },
          { phrase: "Утро приносит мне силы и радость", shape: "eight_diamond", patternLength: 6 },
        ],
        translations: {
          en: {
            name: "Peaceful sleep",
            descriptionShort: "8 mandalas for an evening practice and gentle relaxation.",
            description: "<p>Eight calm mandalas in soft tones for drawing in the evening.</p>",
            includedItems: includedEn(8),
          },
        },
      },
    ],
  },
];

export const BLOG_CATEGORIES = [
  { name: "Метод", slug: "metod" },
  { name: "Практика", slug: "praktika" },
  { name: "Истории", slug: "istorii" },
];

export const BLOG_TAGS = [
  { name: "намерение", slug: "namerenie" },
  { name: "цвет", slug: "tsvet" },
  { name: "медитация", slug: "meditatsiya" },
  { name: "для начинающих", slug: "dlya-nachinayushchikh" },
];

export const BLOG_POSTS = [
  {
    title: "Как сформулировать намерение для мандалы",
    slug: "kak-sformulirovat-namerenie",
    category: "metod",
    tags: ["namerenie", "dlya-nachinayushchikh"],
    isFeatured: true,
    createdAt: "2024-11-14T10:00:00Z",
    content:
      "<p>Мандала желаний начинается со слов. От того, как вы сформулируете намерение, зависит и расчёт, и то, с каким чувством вы будете её рисовать.</p><h2>Четыре простых правила</h2><ul><li><strong>Настоящее время.</strong> «Я живу в светлом доме», а не «я хочу дом».</li><li><strong>Без частицы «не».</strong> Говорите о том, что хотите впустить в жизнь.</li><li><strong>От первого лица.</strong> Намерение — про вас и ваши действия.</li><li><strong>Конкретно, но свободно.</strong> Не меньше пяти букв и без лишних подробностей.</li></ul><p>Перечитайте фразу вслух. Если внутри становится тепло и спокойно — это ваше намерение.</p>",
  },
  {
    title: "Что означают цвета в световой сетке",
    slug: "chto-oznachayut-tsveta",
    category: "metod",
    tags: ["tsvet"],
    isFeatured: false,
    createdAt: "2024-11-18T10:00:00Z",
    content:
      "<p>В базовой палитре девять цветов — по одному на каждое число от 1 до 9: красный, оранжевый, жёлтый, зелёный, голубой, синий, фиолетовый, розовый и золотой.</p><p>Палитры на 12 и 13 цветов добавляют промежуточные оттенки цветового круга и светлый нейтральный тон. Первый символ кода желания — его ключ — всегда получает первый цвет палитры, поэтому у каждой мандалы своя цветовая доминанта.</p>",
  },
  {
    title: "Вечерняя практика: 20 минут с мандалой",
    slug: "vechernyaya-praktika",
    category: "praktika",
    tags: ["meditatsiya", "dlya-nachinayushchikh"],
    isFeatured: false,
    createdAt: "2024-11-21T10:00:00Z",
    content:
      "<p>Распечатайте шаблон с цифрами, возьмите карандаши и выключите уведомления. Начинайте раскрашивать от центра к краям, не торопясь.</p><p>Когда мандала готова, посмотрите на неё минуту-другую, мягко повторяя про себя своё намерение. Этого достаточно.</p>",
  },
];
