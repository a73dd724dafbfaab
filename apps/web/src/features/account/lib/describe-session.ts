import { formatDateTime } from '../../../lib/clock.ts';
/** A short Spanish name for the browser and system of a session, from its user agent. */
export const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return 'Dispositivo desconocido';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Otro programa';
};

export const formatWhen = (iso: string) => formatDateTime(iso, undefined, 'medium');
