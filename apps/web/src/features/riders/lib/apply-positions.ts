import type { RiderMap, RiderMoved } from '@backoffice/shared';

/**
 * The map with the riders that moved (one `rider:positions:*` event, decision 048): each known rider takes its
 * position when newer than the one shown; `unknown` says some rider is not on the map yet (read it again).
 */
export const applyPositions = <M extends RiderMap>(map: M, moved: RiderMoved[]): { map: M; unknown: boolean } => {
  const newest = new Map(moved.map((entry) => [entry.rider, entry.position]));
  let changed = false;
  const riders = map.riders.map((entry) => {
    const position = newest.get(entry.id);
    newest.delete(entry.id);
    if (!position || (entry.position && entry.position.at >= position.at)) return entry;
    changed = true;
    return { ...entry, position };
  });
  return { map: changed ? { ...map, riders } : map, unknown: newest.size > 0 };
};
