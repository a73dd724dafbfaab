// Mantine's Select alone, as a chunk of its own for lazy-select.tsx.
export { Select as default } from '@mantine/core';
