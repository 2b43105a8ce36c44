/**
 * On a narrow screen a result sits below its form: once it has come, it is scrolled into view whole,
 * picture and the buttons under it (its top first when it is taller than the screen). A result
 * already wholly on screen stays where it is. A picture still loading is waited for: until then the
 * result has not its height.
 */
export function revealResult(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== "function") return;
  const loading = [...element.querySelectorAll("img")].find((image) => !image.complete);
  if (loading) {
    const again = () => revealResult(element);
    loading.addEventListener("load", again, { once: true });
    loading.addEventListener("error", again, { once: true });
    return;
  }
  const { top, bottom, height } = element.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  element.scrollIntoView({ behavior: "smooth", block: height <= window.innerHeight ? "end" : "start" });
}
