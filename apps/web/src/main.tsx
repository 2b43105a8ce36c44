import "@fontsource-variable/manrope/index.css";
import "@fontsource/lora/600.css";
import "./ui/global.css";
import "./i18n/index.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { routes } from "./routes.tsx";

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// The first render waits for the page's code and texts, so it does not blink through a loading frame.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
