/**
 * The longest wish phrase, in characters (Unicode code points after NFC normalisation): the limit the
 * server's drawing calls enforce (the engine's MAX_PHRASE_LENGTH) and the builder's field shows.
 * A plain value, without zod: a page with no form imports it without loading the schemas.
 */
export const PHRASE_MAX_LENGTH = 200;
