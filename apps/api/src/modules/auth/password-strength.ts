import { MIN_PASSWORD_LENGTH } from '@backoffice/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';
import { badRequest } from '../../errors.ts';

/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  });
  return estimator;
};

/**
 * Why a new password is refused, in Spanish, or null when it is strong enough. The e-mail and name of the
 * account count as words an attacker would try first.
 */
export const passwordWeakness = (password: string, personal: string[] = []): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  const inputs = personal.flatMap((value) => [value, ...value.split(/[@.\s_-]+/)]).filter((word) => word.length >= 3);
  const result = zxcvbn().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0];
  return `La contraseña es fácil de adivinar${reason ? `: ${reason.replace(/\.$/, '').toLowerCase()}` : ''}. Usa una frase de varias palabras poco comunes.`;
};

/** Throws 400 `weak_password` with the Spanish reason when the password is too weak. */
export const assertStrongPassword = (password: string, personal: string[] = [], field = 'password') => {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw badRequest(weakness, [{ field: `body.${field}`, message: weakness }], 'weak_password');
};
