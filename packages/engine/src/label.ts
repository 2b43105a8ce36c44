/** A catalogue label in both languages of the product. */
export interface Label {
  ru: string;
  en: string;
}

/** Catalogue tiers: the basic plan sees `basic`, the advanced plan sees both. */
export type Tier = "basic" | "advanced";
