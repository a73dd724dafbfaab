export const pesosFromCents = (cents: number) => cents / 100;
export const centsFromPesos = (pesos: number) => Math.round(pesos * 100);
