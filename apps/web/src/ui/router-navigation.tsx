/** The SPA's navigation for `ui/navigation.tsx`: links and location through React Router. */
import { useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { AppLinkProps, AppNavigate, Navigation } from "./navigation.tsx";

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

function useRouterNavigate(): AppNavigate {
  const navigate = useNavigate();
  return useCallback((to: string) => void navigate(to), [navigate]);
}

export const routerNavigation: Navigation = {
  Link: RouterLink,
  useLocation,
  useNavigate: useRouterNavigate,
};
