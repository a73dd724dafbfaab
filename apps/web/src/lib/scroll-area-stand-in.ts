/**
 * What Mantine's Drawer and Modal roots import ScrollArea for: only to ask whether the scroll component they were
 * given is `ScrollArea.Autosize` (to offset its scrollbars). This app never gives them one, so the answer is always
 * no, and this stand-in answers it without the ScrollArea module (6.4 kB gzip on the orders board with an order
 * waiting). vite.config.ts points those two imports here; screens that draw a ScrollArea keep the real one.
 */
export const ScrollArea = { Autosize: Symbol('ScrollArea.Autosize is not used with a Drawer or Modal here') };
