/** Settings of this device (not of the session): they survive closing the browser, e.g. the armed sound. */
export const readDevice = <T>(key: string): T | null => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    console.error('Something went wrong.');
    return null;
  }
};

export const writeDevice = (key: string, value: unknown) => {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    console.error('Something went wrong.');
  }
};
