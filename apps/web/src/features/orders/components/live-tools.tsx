import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The actions of a live orders screen (who attends, connection and sound are in the app header). */
export const LiveTools = ({ children }: { children?: ReactNode }) => <Group gap="sm">{children}</Group>;
