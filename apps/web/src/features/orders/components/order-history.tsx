import { type OrderDetail, orderStatusLabels } from '@backoffice/shared';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../lib/format-time.ts';

/** Every status change with who made it and when. */
export const OrderHistory = ({ history }: { history: OrderDetail['history'] }) => (
  <Timeline bulletSize={16} lineWidth={2} active={history.length - 1}>
    {history.map((entry) => (
      <Timeline.Item key={`${entry.to}-${entry.at}`} title={orderStatusLabels[entry.to]}>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at)} · {entry.manager}
        </Text>
      </Timeline.Item>
    ))}
  </Timeline>
);
