import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import { ErrorBoundary } from "../../../ui/error-boundary.tsx";
import { useAppLocation } from "../../../ui/navigation.tsx";
import styles from "../home.module.css";
import { SectionHeading } from "./section-heading.tsx";

type CalculatorModule = { SimpleCalculator?: ComponentType; default?: ComponentType };

/**
 * The simple pattern calculator is built by the calculator feature (another issue). `import.meta.glob`
 * finds it if the file exists and yields nothing otherwise, so this page builds either way.
 * PLACEHOLDER: while the file is absent, the section shows a link to the demo calculator instead.
 */
const calculatorModules = import.meta.glob<CalculatorModule>(
  "../../calculator/components/simple-calculator.tsx",
);
const loadCalculator = Object.values(calculatorModules)[0];

const SimpleCalculator = loadCalculator
  ? lazy(async () => {
      const module = await loadCalculator();
      const Calculator = module.SimpleCalculator ?? module.default;
      if (!Calculator) throw new Error("simple-calculator.tsx exports no SimpleCalculator");
      return { default: Calculator };
    })
  : null;

/** True once the element has come near the viewport (or the URL points at it). */
function useNearViewport(targets: readonly string[]) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useAppLocation();
  const [near, setNear] = useState(false);
  const targeted = targets.includes(hash.slice(1));
  useEffect(() => {
    if (near || targeted) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: "600px 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, targeted]);
  return { ref, near: near || targeted };
}

function Placeholder() {
  const { t } = useTranslation("home");
  return (
    <div className={styles.calculatorPlaceholder}>
      <p className={styles.calculatorPlaceholderText}>{t("calculator.placeholder")}</p>
      <ButtonLink to="/democalc" variant="primary">
        {t("calculator.toDemo")}
      </ButtonLink>
    </div>
  );
}

/**
 * The embedded pattern calculator. Scroll targets `pattern-calculator` (the section) and `pattern` (the
 * footer's link). Its code loads only when the section comes near, so the first screen stays light.
 */
export function PatternCalculator() {
  const { t } = useTranslation("home");
  const { ref, near } = useNearViewport(["pattern-calculator", "pattern"]);
  const loading = <p className={styles.calculatorLoading}>{t("calculator.loading")}</p>;
  return (
    <section id="pattern-calculator" ref={ref} className={styles.section} aria-labelledby="pattern-title">
      <div className={styles.container}>
        <div id="pattern">
          <SectionHeading
            id="pattern-title"
            eyebrow={t("calculator.eyebrow")}
            title={t("calculator.title")}
            centered
          >
            {t("calculator.text")}
          </SectionHeading>
        </div>
        <div className={styles.calculator}>
          {SimpleCalculator ? (
            near ? (
              <ErrorBoundary fallback={<Placeholder />}>
                <Suspense fallback={loading}>
                  <SimpleCalculator />
                </Suspense>
              </ErrorBoundary>
            ) : (
              loading
            )
          ) : (
            <Placeholder />
          )}
        </div>
      </div>
    </section>
  );
}
