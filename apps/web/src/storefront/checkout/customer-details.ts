/** The customer's name, phone and address, remembered on this device for the next order (any shop). */
export type CustomerDetails = { name: string; phone: string; address: string; reference: string; postalCode: string };

const KEY = 'storefront-customer';
const blank: CustomerDetails = { name: '', phone: '', address: '', reference: '', postalCode: '' };

export const readCustomerDetails = (): CustomerDetails => {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<CustomerDetails> | null;
    if (!saved || typeof saved !== 'object') return blank;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      name: text(saved.name),
      phone: text(saved.phone),
      address: text(saved.address),
      reference: text(saved.reference),
      postalCode: text(saved.postalCode),
    };
  } catch {
    return blank;
  }
};

export const saveCustomerDetails = (details: CustomerDetails) => {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Private mode: they type it again next time.
  }
};
