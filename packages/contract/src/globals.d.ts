/**
 * The WHATWG URL class, which browsers and Node both have: the contract's lib is plain ECMAScript,
 * and of URL it uses only the host parser (email.ts).
 */
declare class URL {
  constructor(url: string);
  readonly hostname: string;
}
