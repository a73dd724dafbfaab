// Mantine's Autocomplete alone, as a chunk of its own for lazy-autocomplete.tsx.
export { Autocomplete as default } from '@mantine/core';
