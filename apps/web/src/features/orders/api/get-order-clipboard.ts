import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getOrderClipboard = (id: string) => api.GET('/api/orders/clipboard', { params: { query: { ID: id } } });

/** Writes with the Clipboard API, or with the older copy command where it is missing (plain http on a LAN). */
const writeClipboard = async (text: string) => {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the older way
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
};

/** Reads the ready-to-paste summary and copies it; a mutation because it acts on a click. */
export const useCopyOrderText = () =>
  useMutation({
    mutationFn: async (id: string) => {
      const { text } = await getOrderClipboard(id);
      await writeClipboard(text);
      return text;
    },
  });
