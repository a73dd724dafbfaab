import { type ErrandDetail, errandStatusLabels } from '@backoffice/shared';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../lib/format-time.ts';

/** Every status change of an errand with who made it and when. */
export const ErrandHistory = ({ history }: { history: ErrandDetail['history'] }) => (
  <Timeline bulletSize={16} lineWidth={2} active={history.length - 1} data-testid="errand-history">
    {history.map((entry) => (
      <Timeline.Item key={`${entry.to}-${entry.at}`} title={errandStatusLabels[entry.to]}>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at)} · {entry.manager}
        </Text>
      </Timeline.Item>
    ))}
  </Timeline>
);
