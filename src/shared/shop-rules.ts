/** The credits mall's rules shared by the server (the redeem body's schema) and the browser (the quantity input). */

/** The most pieces of one goods redeemed at once (our choice: the spec names no cap). */
export const QUANTITY_MAX = 99;
