/**
 * What a delivery's proof may be, with its words, without zod: the partner's account screen offers them at first
 * paint (the rider app's rules), and a constant imported from rider-app.ts (whose schemas are built at top level)
 * brought zod with it (decision 057). rider-app.ts builds its schemas from them and re-exports them.
 */
export const proofKinds = ['none', 'photo', 'code'] as const;
export type ProofKind = (typeof proofKinds)[number];
export const proofKindLabels: Record<ProofKind, string> = {
  none: 'Sin comprobante',
  photo: 'Foto de la entrega',
  code: 'Código de 4 dígitos del cliente',
};
