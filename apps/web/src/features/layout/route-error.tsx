import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageError } from "./page-error.tsx";

/** The SPA's error element: a page that fails to load or throws. */
export function RouteError() {
  const error = useRouteError();
  return <PageError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
