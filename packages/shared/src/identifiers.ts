/**
 * Crockford's base32 alphabet: digits and capitals without I, L, O and U, so that an id read
 * aloud or typed by hand cannot be mistaken. The characters of every transaction id.
 */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
