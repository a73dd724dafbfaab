// Mantine's tooltip alone, as a chunk of its own for hint-tooltip.tsx.
export { Tooltip as default } from '@mantine/core';
