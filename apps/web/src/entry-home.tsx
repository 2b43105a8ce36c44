/**
 * The entry of the home document (dist/home.html, served for "/"): React, the texts and the home page,
 * without the router, the SPA's route table or its pages. The pre-rendered Russian markup is hydrated
 * in place, in slices that keep the page responsive; in English the page renders over it once the
 * English texts are there.
 */
import "@fontsource-variable/manrope/index.css";
import "@fontsource/lora/600.css";
import "./ui/global.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client.ts";
import { HOME_NAMESPACES, HomeApp } from "./home-document.tsx";
import i18n from "./i18n/index.ts";
import { startInstallableApp } from "./ui/app-install.ts";
import { HydratingMarkup } from "./ui/static-markup.tsx";

startInstallableApp();
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from home.html");

await i18n.loadNamespaces(HOME_NAMESPACES);
const app = <HomeApp client={createQueryClient()} />;
// As a transition, React renders in slices that leave the main thread free between them.
startTransition(() => {
  if (i18n.language === "ru" && container.firstElementChild)
    hydrateRoot(container, <HydratingMarkup>{app}</HydratingMarkup>);
  else createRoot(container).render(app);
});
