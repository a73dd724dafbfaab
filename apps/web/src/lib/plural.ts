/** "1 pedido", "2 pedidos": a count with the word that agrees with it. */
export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
