/** Keys of seed section 3: the auth record of the business login and the saved redirect address. */
export const BUSINESS_LOGIN_KEY = 'businessLogin';
export const REDIRECT_KEY = 'redirectTo';

const SOMETHING_WENT_WRONG = 'Something went wrong.';

export const readSession = <T>(key: string): T | null => {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    console.error(SOMETHING_WENT_WRONG);
    return null;
  }
};

export const writeSession = (key: string, value: unknown): true | null => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    console.error(SOMETHING_WENT_WRONG);
    return null;
  }
};

export const removeSession = (key: string): true | null => {
  try {
    window.sessionStorage.removeItem(key);
    return true;
  } catch {
    console.error(SOMETHING_WENT_WRONG);
    return null;
  }
};
