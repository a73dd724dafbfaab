import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

export const SESSION_COOKIE = 'bo_session';

const baseOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.COOKIE_SECURE ?? config.PUBLIC_URL?.startsWith('https://') ?? false,
});

/** The cookie lives exactly as long as the server session would if unused; each renewal of one renews the other. */
export const setSessionCookie = (reply: FastifyReply, config: Config, token: string) =>
  reply.setCookie(SESSION_COOKIE, token, {
    ...baseOptions(config),
    maxAge: Math.round(config.SESSION_IDLE_HOURS * 3600),
  });

export const clearSessionCookie = (reply: FastifyReply, config: Config) =>
  reply.clearCookie(SESSION_COOKIE, baseOptions(config));
