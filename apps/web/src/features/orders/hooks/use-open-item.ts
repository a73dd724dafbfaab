import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * The id of the item open in the detail. Seed section 7: an update of the open item refreshes the detail
 * (the card data comes from the live list; the history is read again).
 */
export const useOpenItem = (detailKey: 'orders' | 'errands') => {
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const refreshIfOpen = useCallback(
    (items: { id: string }[]) => {
      if (openId && items.some((item) => item.id === openId)) {
        void queryClient.invalidateQueries({ queryKey: [detailKey, 'detail', openId] });
      }
    },
    [openId, queryClient, detailKey],
  );
  return { openId, setOpenId, refreshIfOpen };
};
