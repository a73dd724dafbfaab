// Mantine's MultiSelect alone, as a chunk of its own for lazy-multi-select.tsx.
export { MultiSelect as default } from '@mantine/core';
