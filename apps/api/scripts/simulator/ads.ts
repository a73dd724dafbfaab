import type { ActiveAd } from '@backoffice/shared';

const REQUEST_TIMEOUT_MS = 15_000;
/** A customer taps one ad in twenty it sees, about what a real app's feed gets. */
export const CLICK_CHANCE = 0.05;

/**
 * What a customer app does when someone opens it in a city: reads the active campaigns with the channel key,
 * reports an impression for each, and a click for some. Answers what it showed, what was tapped, and how many
 * reports the API refused for passing the key's per-minute limit (429: not counted, the app carries on).
 */
export const browseAds = async (
  baseUrl: string,
  key: string,
  place: { city: string; state: string },
  tap: () => boolean,
) => {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const query = new URLSearchParams(place).toString();
  const response = await fetch(`${baseUrl}/api/ads/active?${query}`, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`anuncios: ${response.status} ${await response.text()}`);
  const ads = (await response.json()) as ActiveAd[];
  let refused = 0;
  const report = async (campaign: string, type: 'impression' | 'click') => {
    const answer = await fetch(`${baseUrl}/api/ads/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ campaign, type }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (answer.status === 429) {
      await answer.body?.cancel();
      refused++;
    } else if (!answer.ok) throw new Error(`anuncios: ${answer.status} ${await answer.text()}`);
  };
  const clicked: ActiveAd[] = [];
  for (const ad of ads) {
    await report(ad.id, 'impression');
    if (tap()) {
      await report(ad.id, 'click');
      clicked.push(ad);
    }
  }
  return { shown: ads, clicked, refused };
};
