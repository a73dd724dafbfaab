/**
 * Code downloaded on use, once (decision 057): `load()` starts the download, and a call while it is under way gets
 * the same promise; `current()` is what it gave once here (null until then). A failed download is forgotten, so the
 * next call (the next press, the next reach) tries again. The account and status menus, the fields on reach and
 * the selects load their code through it.
 */
export const loadOnce = <T>(download: () => Promise<T>) => {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () => {
      loading ??= download().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => value,
  };
};
