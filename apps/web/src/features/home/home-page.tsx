import { StaticMarkup } from "../../ui/static-markup.tsx";
import { AdvancedMethods } from "./components/advanced-methods.tsx";
import { BasicMethods } from "./components/basic-methods.tsx";
import { Benefits } from "./components/benefits.tsx";
import { FreeSets } from "./components/free-sets.tsx";
import { Hero } from "./components/hero.tsx";
import { MethodIntro } from "./components/method-intro.tsx";
import { PatternCalculator } from "./components/pattern-calculator.tsx";
import { Plans } from "./components/plans.tsx";
import { Reviews } from "./components/reviews.tsx";
import { VideoEmbed } from "./components/video-embed.tsx";

/**
 * The home page: hero, method introduction, basic and advanced methods,
 * benefits, free sets, plans, reviews, the pattern calculator and a video lesson. Scroll targets:
 * basic-methods, advanced-methods, benefits-section, sets, plans, pattern-calculator, pattern.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <StaticMarkup>
        <MethodIntro />
        <BasicMethods />
      </StaticMarkup>
      <AdvancedMethods />
      <Benefits />
      <FreeSets />
      <Plans />
      <Reviews />
      <PatternCalculator />
      <VideoEmbed />
    </>
  );
}
