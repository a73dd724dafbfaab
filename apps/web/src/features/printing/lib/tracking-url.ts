/** The storefront's tracking page of an order, for the bag ticket's QR; null while the API cannot give one. */
export const trackingUrlOf = async (_orderId: string): Promise<string | null> => null;
