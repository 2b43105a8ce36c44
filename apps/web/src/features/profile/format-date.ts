/** Dates of the profile in the interface language, e.g. «12 мая 2025» or "May 12, 2025". */
export { formatLongDate as formatDate } from "../../ui/format.ts";
