import { tooManyAttempts } from './login-limits.ts';

/** Password checks of one account that run at once in this process (decision 036). */
export const VERIFICATIONS_IN_FLIGHT_PER_ACCOUNT = 1;
/** Checks of one account that may wait for their turn; one more is refused at once. */
export const VERIFICATIONS_WAITING_PER_ACCOUNT = 4;
/** What a check refused for a full line is told to wait: the line is a few argon2 checks long. */
const FULL_LINE_RETRY_SECONDS = 2;

/**
 * Password verifications of this process since it started: how many ran, and the most that ever ran at once for
 * one account. GET /metrics reports them (password_verifications_total); tests read them to count checks.
 */
export const passwordVerifications = { total: 0, peakInFlightPerAccount: 0 };

type Line = { running: number; waiting: (() => void)[] };
const lines = new Map<string, Line>();

/**
 * Runs one account's password check in its turn: a burst of guesses on one account, from however many addresses,
 * is verified one at a time, so it costs the guesser time and not only the server CPU. A full line is 429.
 */
export const verifyInTurn = async <T>(email: string, verify: () => Promise<T>): Promise<T> => {
  let line = lines.get(email);
  if (!line) {
    line = { running: 0, waiting: [] };
    lines.set(email, line);
  }
  if (line.running < VERIFICATIONS_IN_FLIGHT_PER_ACCOUNT) line.running++;
  else if (line.waiting.length < VERIFICATIONS_WAITING_PER_ACCOUNT) {
    const queue = line.waiting;
    // The one finishing hands its place over: `running` stays as it was.
    await new Promise<void>((resolve) => queue.push(resolve));
  } else throw tooManyAttempts(FULL_LINE_RETRY_SECONDS, 'account');
  passwordVerifications.total++;
  passwordVerifications.peakInFlightPerAccount = Math.max(passwordVerifications.peakInFlightPerAccount, line.running);
  try {
    return await verify();
  } finally {
    const next = line.waiting.shift();
    if (next) next();
    else if (--line.running === 0) lines.delete(email);
  }
};
