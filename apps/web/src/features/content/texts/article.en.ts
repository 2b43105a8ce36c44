import type { LegalText } from "./types.ts";

export const articleEn: LegalText = {
  title: "The Wish Mandala: the Light-Grid Method",
  updated: "November 14, 2024",
  intro:
    "A wish mandala is a pattern born from your own phrase. Letters turn into numbers, numbers into colour, and colour into calm, symmetrical geometry that you can draw, colour in and contemplate. In this article we explain step by step how the light-grid method works, how to formulate an intention, and how to spend time with your mandala gently and with pleasure.",
  sections: [
    {
      heading: "What a wish mandala is",
      paragraphs: [
        "The word “mandala” comes from Sanskrit and means “circle”. In many cultures the mandala has served as an image of wholeness: a symmetrical pattern around a centre helps gather one’s attention and feel an inner footing. Carl Gustav Jung drew mandalas himself and saw them as a natural way to bring order to one’s experiences.",
        "A wish mandala is built from an intention phrase. Every letter has a number, the numbers form a matrix, and the matrix becomes a pattern in which every number has its own colour. This is how your own words take shape.",
        "The light grid is a technique in which a mandala is drawn cell by cell, in squares or rhombi. Each cell is filled with the colour of its number, and the colours of the spectrum come together like rays of light into a pattern, while recurring numbers create rhythm, symmetry and unexpected figures. No artistic skill is needed: the grid itself shows which colour goes where.",
      ],
    },
    {
      heading: "How letters become numbers",
      paragraphs: [
        "The method is based on the Pythagorean table familiar from numerology. The letters of the alphabet are written out in order in nine columns, and the number of the column becomes the number of the letter. For the Russian alphabet, including the letter Ё, it looks like this:",
        "1 — А, И, С, Ъ; 2 — Б, Й, Т, Ы; 3 — В, К, У, Ь; 4 — Г, Л, Ф, Э; 5 — Д, М, Х, Ю; 6 — Е, Н, Ц, Я; 7 — Ё, О, Ч; 8 — Ж, П, Ш; 9 — З, Р, Щ.",
        "Ё is a letter in its own right with its own number, 7; it is not replaced with Е. Latin letters follow the same kind of table: 1 — A, J, S; 2 — B, K, T; 3 — C, L, U; 4 — D, M, V; 5 — E, N, W; 6 — F, O, X; 7 — G, P, Y; 8 — H, Q, Z; 9 — I, R. A digit in the phrase equals itself. Spaces, punctuation and emoji are ignored, and capital and small letters count the same.",
        "An example. The Russian phrase “Я счастлива” (“I am happy”) has ten letters: Я, С, Ч, А, С, Т, Л, И, В, А. By the table they give the numbers 6 1 7 1 1 2 4 1 3 1. This is the numeric record of the intention, and the whole mandala will grow from it.",
      ],
    },
    {
      heading: "The square of the wish",
      paragraphs: [
        "The numbers of the phrase build the main matrix, the square of the wish. It has as many rows and columns as the phrase has letters. The first row and the first column are the letters’ numbers in order, and every other cell is the sum of its neighbour to the left and its neighbour above.",
        "If the sum is greater than 9, it is brought back into the circle from 1 to 9 by subtracting 9: 10 becomes 1, 12 becomes 3 and 18 becomes 9. This is why the square contains only numbers from 1 to 9, one for each colour of the palette.",
        "For “Я счастлива” the first rows of the square are: 6 1 7 1 1 2 4 1 3 1, then 1 2 9 1 2 4 8 9 3 4, then 7 9 9 1 3 7 6 6 9 4. Check it yourself: in the second row 1 + 1 = 2, then 2 + 7 = 9, then 9 + 1 = 10, which gives 1.",
        "The square is symmetrical about its diagonal: the number in row i and column j is the same as the number in row j and column i. This inner harmony is what makes the pattern whole.",
        "With 12- and 13-colour palettes the same rule applies, except that the numbers are brought back into the circle from 1 to 12 or from 1 to 13. So one and the same phrase gives different but equally orderly patterns on different palettes.",
      ],
    },
    {
      heading: "The code of the wish and the pattern length",
      paragraphs: [
        "To build a mandala, the numbers of the phrase are folded into a short code. The pattern length is the number of digits in the code: from 1 to 10, but no more than the number of letters in the phrase.",
        "The code is made like this. The letters are dealt out in turn into as many groups as the pattern length: the first letter into the first group, the second into the second, and so on round the circle. The numbers in each group are added up and brought back into the palette’s circle. Every letter takes part in the code, so if you change even one, the pattern changes too.",
        "With a length of 1, all the numbers of the phrase add up to one, the number of the wish. For “Я счастлива” it is 6 + 1 + 7 + 1 + 1 + 2 + 4 + 1 + 3 + 1 = 27, which gives 9. With a length of 2 the code is 3 6: the letters in odd places give 6 + 7 + 1 + 4 + 3 = 21, which gives 3, and those in even places give 1 + 1 + 2 + 1 + 1 = 6.",
        "The first number of the code is called the key. The code is used to build the sectors of the mandala — small squares or rhombi that are filled according to the rule of the chosen method and laid out around the centre. A short code gives a broad, calm rhythm; a long one gives a more intricate and delicate lace.",
      ],
    },
    {
      heading: "The colour of each number",
      paragraphs: [
        "The colours of the numbers follow the order of the spectrum: 1 — red, 2 — orange, 3 — yellow, 4 — green, 5 — light blue, 6 — blue, 7 — violet, 8 — pink, 9 — gold.",
        "Red and orange carry energy and warmth, yellow and green joy and growth, light blue, blue and violet calm, depth and contemplation, pink tenderness, and gold completeness and light. These are not strict rules but images that are pleasant to work with, so listen to your own feelings as well.",
        "In the builder the palette turns according to the key: the key number always receives the first colour of the palette, and the other numbers follow it round the circle. This gives every phrase its own colour mood. The Advanced plan also offers a 12-colour palette, a full colour wheel in 30° steps, and a 13-colour palette, which adds a light neutral tone to the wheel.",
      ],
    },
    {
      heading: "The shapes of the mandala",
      paragraphs: [
        "The same code can be laid out in different shapes. Each shape is assembled from identical sectors repeated around the centre, mirrored or rotated, so the pattern is symmetrical whatever the intention.",
        "The square is the simplest and steadiest shape: one sector is mirrored into four quarters. It is a good place to start.",
        "The octagon is a composed, balanced shape with eight sides, like a rose window.",
        "The eight-pointed star of rhombi: eight rhombic sectors of 45° meet at the centre. This is the most festive and best-loved shape of the method.",
        "The six-rhombus star: six sectors of 60° with a soft rhythm reminiscent of a snowflake or a flower.",
        "The star is a radiant shape in which the pattern spreads out from the centre in sharp rays.",
        "The main method sets how a sector is filled, and the additional method sets how the sectors are laid out around the centre: mirroring gives strict symmetry, rotation a sense of turning. The Basic plan offers four shapes, the Advanced plan eight.",
      ],
    },
    {
      heading: "How to formulate an intention",
      paragraphs: [
        "A mandala is built from words, so the words themselves matter most. A few simple rules will help you find a phrase that resonates with you.",
        "Present tense. Speak as if what you wish for is already with you: “I live in a bright house by the sea”, not “I want a house by the sea” or “Soon I will have a house”.",
        "Positive wording. Describe what you are moving towards rather than what you are moving away from: “I am calm and confident” instead of “I am no longer afraid”. The word “not” and words like “get rid of” or “give up” unwittingly turn your attention to exactly what you do not want.",
        "About yourself. An intention concerns you and your own steps: “I easily find common ground with my son”, not “My son obeys me”. We cannot decide for others, but we can change our own attitude and actions.",
        "Specific. The clearer the image, the more precise the pattern: “I enjoy working as a designer in a friendly team” is better than “Everything is fine with me”. Yet do not overload the phrase: one intention, one mandala.",
        "At least five letters. The builder needs at least five letters to create an expressive pattern; phrases of three to seven words usually work best.",
        "Say the phrase out loud. If it sounds natural and makes you feel warmer, it is your intention.",
      ],
    },
    {
      heading: "How to draw and colour a mandala",
      paragraphs: [
        "You can draw on a printout from the builder or on squared paper. The easiest way to start is with the digit template: every cell already holds a number, and all that is left is to choose the colour. You will need coloured pencils, felt-tip pens or markers in nine colours and a soft eraser, and, to draw from scratch, a ruler and a graphite pencil as well.",
        "Choose a time when no one will hurry you — half an hour to an hour is usually enough. Put your phone aside, play some quiet music or simply stay in silence. Before you begin, read your intention once more.",
        "Colour from the centre outwards, colour by colour or sector by sector, whichever you prefer. You can first find all the ones and colour them red, then all the twos orange, and so on: the pattern will appear gradually, like a photograph developing.",
        "Do not strive for perfect neatness. A stroke that goes over the edge or a different shade is not a mistake but part of your mandala. If you feel tired, put the work aside and come back to it later: a mandala does not have to be finished in one sitting.",
        "If you like drawing with dots, try the dot template: each dot is placed in its own colour, and the pattern comes out light and shimmering. Printing by individual numbers lets you calmly work through one colour after another.",
      ],
    },
    {
      heading: "Meditating with a mandala",
      paragraphs: [
        "Place your finished mandala at eye level, at arm’s length — on a wall, on a stand or simply on the table. Sit comfortably, straighten your back and relax your shoulders.",
        "Take a few slow breaths in and out. Gently, without straining your eyes, look at the centre of the mandala. Let your gaze rest on the colours and lines: with your peripheral vision you will see the whole pattern at once.",
        "Silently or in a whisper, repeat your intention. Imagine that it has already become part of your life: what do you see, hear, feel? If other thoughts come, simply notice them and bring your attention back to the centre.",
        "To begin with, 5–10 minutes is enough. End the practice with gratitude — to yourself for the time you have given yourself, and to the world around you. Many people return to their mandala every day for several weeks; choose the rhythm that suits you.",
      ],
    },
    {
      heading: "A gentle note",
      paragraphs: [
        "The wish mandala is a creative practice for self-development and rest. It helps you pause, clarify your intentions and spend time in quiet, alone with colour and with yourself.",
        "It is not therapy or treatment: the method does not replace the help of a doctor, psychologist or psychotherapist. If you have been feeling low, anxious or sad for longer than usual, please reach out to a specialist.",
        "Nor is it fortune-telling: numbers and colours do not predict the future or guarantee that wishes will come true. They simply give your intention shape and colour, and the rest depends on your own steps. May drawing bring you joy.",
      ],
    },
  ],
};
