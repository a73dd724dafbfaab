/**
 * A JSON data block the server wrote into the page (`<script type="application/json" id="…">`), read once and taken
 * out of the page: undefined when the page has none (the development server, an older page) or it cannot be read.
 */
export const readPageData = <T>(id: string): T | undefined => {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
};
