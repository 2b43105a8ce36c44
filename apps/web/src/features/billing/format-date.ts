/** A date like «12 мая 2025» in the interface language; an empty string when there is none. */
export { formatLongDate as formatDate } from "../../ui/format.ts";
