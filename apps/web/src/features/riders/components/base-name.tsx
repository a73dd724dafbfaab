import { useBases } from '../api/rider-queries.ts';

/** A base's name from the cached list of bases (partners only). */
export const BaseName = ({ id }: { id: string | null }) => {
  const bases = useBases(id !== null);
  if (!id) return 'Sin base';
  return bases.data?.items.find((base) => base.id === id)?.name ?? '…';
};
