/** Demo content written into an empty database: plans, learning sets and the blog. */
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
    sortOrder: 1,
    features: {
      ru: [
        "Автоматический расчёт на 9 цветах",
        "4 фигуры и 10 методов",
        "3 шаблона: цвет, цифры, точки",
        "30 мандал в месяц",
      ],
      en: [
        "Automatic calculation on 9 colours",
        "4 figures and 10 methods",
        "3 templates: colour, digits, dots",
        "30 mandalas a month",
      ],
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
    isPopular: true,
    sortOrder: 2,
    features: {
      ru: [
        "Всё из тарифа Basic",
        "Палитры на 12 и 13 цветов",
        "8 фигур и 12 методов, включая продвинутые",
        "100 мандал в месяц",
      ],
      en: [
        "Everything in Basic",
        "12- and 13-colour palettes",
        "8 figures and 12 methods, advanced ones included",
        "100 mandalas a month",
      ],
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
    sortOrder: 3,
    features: {
      ru: [
        "Всё из тарифа Advanced",
        "Консультация по формулировке намерений",
        "Приоритетная поддержка",
        "300 мандал в месяц, остаток переносится",
      ],
      en: [
        "Everything in Advanced",
        "A consultation on formulating intentions",
        "Priority support",
        "300 mandalas a month, unused ones carry over",
      ],
    },
  },
];

export const LEARNING_SET_TOPICS = [
  {
    name: "Любовь и отношения",
    descriptionShort: "Мандалы для гармонии в паре, в семье и с самим собой.",
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
        includedItems: [
          "12 мандал в цвете",
          "12 шаблонов с цифрами",
          "12 шаблонов точками",
          "Памятка по медитации",
        ],
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
        includedItems: ["10 мандал в цвете", "10 шаблонов с цифрами", "Аффирмации к каждой мандале"],
      },
    ],
  },
  {
    name: "Изобилие и дело",
    descriptionShort: "Мандалы для ясных целей, дохода и любимой работы.",
    sets: [
      {
        slug: "denezhnyy-potok",
        name: "Денежный поток",
        descriptionShort: "12 мандал на изобилие, благодарность и новые возможности.",
        description:
          "<p>Двенадцать мандал на намерения об изобилии и благодарности.</p><p>Каждая мандала рассчитана в трёх палитрах: 9, 12 и 13 цветов.</p>",
        priceRub: 990,
        oldPriceRub: 1390,
        mandalaCount: 12,
        includedItems: [
          "12 мандал в трёх палитрах",
          "Шаблоны с цифрами и точками",
          "Дневник намерений на 21 день",
        ],
      },
    ],
  },
  {
    name: "Здоровье и спокойствие",
    descriptionShort: "Мандалы для отдыха, сна и бережного восстановления сил.",
    sets: [
      {
        slug: "spokoynyy-son",
        name: "Спокойный сон",
        descriptionShort: "8 мандал для вечерней практики и мягкого расслабления.",
        description: "<p>Восемь спокойных мандал в мягких тонах для вечернего рисования.</p>",
        priceRub: 790,
        oldPriceRub: 1190,
        mandalaCount: 8,
        includedItems: ["8 мандал в цвете", "8 шаблонов с цифрами", "Аудиопрактика дыхания (ссылка)"],
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
