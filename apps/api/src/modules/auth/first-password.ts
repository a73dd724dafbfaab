import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed once.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random first password (16 characters, ~93 bits), shown once to whoever created the account. */
export const generateFirstPassword = () => {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}-${chars.slice(12).join('')}`;
};
