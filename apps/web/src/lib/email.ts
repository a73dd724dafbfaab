/** The form check for an e-mail address: null when it looks like one, else the message to show. */
export const emailError = (value: string) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Escribe un correo válido');
