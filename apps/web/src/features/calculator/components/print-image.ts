/**
 * Prints one picture: opens a new window holding only the image and calls print once it has loaded.
 * If the window cannot be opened (a pop-up blocker), prints the current page instead.
 */
export function printImage(src: string, title: string, alt: string): void {
  const win = window.open("", "_blank");
  if (!win) {
    window.print();
    return;
  }
  const doc = win.document;
  doc.title = title;
  const style = doc.createElement("style");
  style.textContent =
    "@page{margin:12mm}html,body{margin:0;height:100%}body{display:flex;align-items:center;justify-content:center}img{max-width:100%;max-height:100vh;object-fit:contain}";
  doc.head.append(style);
  const img = doc.createElement("img");
  img.alt = alt;
  img.addEventListener("load", () => {
    win.focus();
    win.print();
  });
  img.src = src;
  doc.body.append(img);
}
