// How the page writes the engine's numbers.

/** A gain or loss with its sign: +30, -15, 0. */
export const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** A chance as a percentage with one decimal. */
export const percent = (p) => `${(p * 100).toFixed(1)}%`;

/** The same without the sign, where a heading says what the numbers are. */
export const percentNumber = (p) => (p * 100).toFixed(1);

/** Points with one decimal, as every view writes an expected figure. */
export const points = (x) => x.toFixed(1);
