import {
  type Coupon,
  type CouponKind,
  couponCodeField,
  couponKindLabels,
  couponUpdateBodySchema,
} from '@backoffice/shared';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { MoneyInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import type { CouponRulesBody } from '../api/coupons-api.ts';

type Props = {
  coupon: Coupon | null;
  saving: boolean;
  mutation: { isError: boolean; error: unknown };
  onSave: (code: string, rules: CouponRulesBody) => void;
  onCancel: () => void;
};

type Draft = {
  code: string;
  kind: CouponKind;
  percent: number | string;
  amount: number | string;
  minimum: number | string;
  startsOn: string;
  endsOn: string;
  fromTime: string;
  toTime: string;
  maxUses: number | string;
  maxUsesPerPhone: number | string;
  firstOrderOnly: boolean;
  sections: string[];
};

const draftOf = (coupon: Coupon | null): Draft => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percent',
  percent: coupon?.kind === 'percent' ? coupon.value : 10,
  amount: coupon?.kind === 'amount' ? coupon.value / 100 : '',
  minimum: coupon ? coupon.minimumSubtotal / 100 : 0,
  startsOn: coupon?.startsOn ?? '',
  endsOn: coupon?.endsOn ?? '',
  fromTime: coupon?.fromTime ?? '',
  toTime: coupon?.toTime ?? '',
  maxUses: coupon?.maxUses ?? '',
  maxUsesPerPhone: coupon?.maxUsesPerPhone ?? '',
  firstOrderOnly: coupon?.firstOrderOnly ?? false,
  sections: coupon?.sections ?? [],
});

const cents = (pesos: number | string) => Math.round(Number(pesos || 0) * 100);
const countOrNull = (value: number | string) => (value === '' || Number(value) <= 0 ? null : Math.round(Number(value)));

const rulesOfDraft = (draft: Draft, coupon: Coupon | null): CouponRulesBody => ({
  kind: draft.kind,
  value:
    draft.kind === 'percent'
      ? Math.round(Number(draft.percent || 0))
      : draft.kind === 'amount'
        ? cents(draft.amount)
        : 0,
  minimumSubtotal: cents(draft.minimum),
  startsOn: draft.startsOn || null,
  endsOn: draft.endsOn || null,
  fromTime: draft.fromTime || null,
  toTime: draft.toTime || null,
  maxUses: countOrNull(draft.maxUses),
  maxUsesPerPhone: countOrNull(draft.maxUsesPerPhone),
  firstOrderOnly: draft.firstOrderOnly,
  products: coupon?.products ?? [],
  sections: draft.sections,
  active: coupon?.active ?? true,
});

/** The first message of each field: a nested path (`sections.0`) is its field's (`sections`). */
const byField = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: FormErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
};

/**
 * The form's check: the rules it would send, by the API's own update schema (fields and the rules
 * between them), and a new code by the API's code field, so each field says what the API would.
 */
const validateCoupon =
  (coupon: Coupon | null) =>
  (draft: Draft): FormErrors => {
    const rules = couponUpdateBodySchema.safeParse(rulesOfDraft(draft, coupon));
    const code = coupon ? null : couponCodeField.safeParse(draft.code);
    return {
      ...(code && !code.success ? byField(code.error.issues.map((issue) => ({ ...issue, path: ['code'] }))) : {}),
      ...(rules.success ? {} : byField(rules.error.issues)),
    };
  };

/** A coupon's code and rules in `@mantine/form`; the shared schema speaks first, the API's answer after. */
export const CouponForm = ({ coupon, saving, mutation, onSave, onCancel }: Props) => {
  const form = useForm<Draft>({ initialValues: draftOf(coupon), validate: validateCoupon(coupon) });
  const draft = form.values;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => form.setFieldValue(key, value as never);
  const serverErrors =
    mutation.isError && mutation.error instanceof ApiError ? fieldErrorsFromApi(mutation.error.details) : {};
  const errorOf = (field: string) => form.errors[field] ?? serverErrors[field];

  const submit = form.onSubmit((values) => onSave(values.code.trim().toUpperCase(), rulesOfDraft(values, coupon)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Código"
          description="Lo que el cliente escribe; se guarda en mayúsculas"
          value={draft.code}
          disabled={coupon !== null}
          maxLength={30}
          onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
          error={errorOf('code')}
          data-autofocus
        />
        <div>
          <SegmentedControl
            aria-label="Tipo de cupón"
            fullWidth
            value={draft.kind}
            onChange={(value) => set('kind', value as CouponKind)}
            data={(['percent', 'amount', 'free_delivery'] as const).map((kind) => ({
              value: kind,
              label: couponKindLabels[kind],
            }))}
          />
        </div>
        {draft.kind === 'percent' ? (
          <NumberInput
            label="Porcentaje de descuento"
            suffix=" %"
            min={1}
            max={100}
            allowDecimal={false}
            value={draft.percent}
            onChange={(value) => set('percent', value)}
            error={errorOf('value')}
          />
        ) : null}
        {draft.kind === 'amount' ? (
          <MoneyInput
            label="Monto de descuento"
            value={draft.amount}
            onChange={(value) => set('amount', value)}
            error={errorOf('value')}
          />
        ) : null}
        <MoneyInput
          label="Subtotal mínimo"
          description="0 si no pide un mínimo"
          value={draft.minimum}
          onChange={(value) => set('minimum', value)}
          error={errorOf('minimumSubtotal')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Válido desde (opcional)"
            value={draft.startsOn}
            onChange={(event) => set('startsOn', event.currentTarget.value)}
            error={errorOf('startsOn')}
          />
          <TextInput
            type="date"
            label="Válido hasta (opcional)"
            value={draft.endsOn}
            onChange={(event) => set('endsOn', event.currentTarget.value)}
            error={errorOf('endsOn')}
          />
          <TextInput
            type="time"
            label="Desde la hora (opcional)"
            value={draft.fromTime}
            onChange={(event) => set('fromTime', event.currentTarget.value)}
            error={errorOf('fromTime')}
          />
          <TextInput
            type="time"
            label="Hasta la hora (opcional)"
            value={draft.toTime}
            onChange={(event) => set('toTime', event.currentTarget.value)}
            error={errorOf('toTime')}
          />
          <NumberInput
            label="Usos en total"
            description="Vacío: sin límite"
            min={1}
            allowDecimal={false}
            value={draft.maxUses}
            onChange={(value) => set('maxUses', value)}
            error={errorOf('maxUses')}
          />
          <NumberInput
            label="Usos por teléfono"
            description="Vacío: sin límite"
            min={1}
            allowDecimal={false}
            value={draft.maxUsesPerPhone}
            onChange={(value) => set('maxUsesPerPhone', value)}
            error={errorOf('maxUsesPerPhone')}
          />
        </SimpleGrid>
        <TagsInput
          label="Solo en estas secciones del menú (opcional)"
          description="Escribe el nombre de la sección y pulsa Enter; vacío: todo el pedido"
          value={draft.sections}
          onChange={(value) => set('sections', value)}
          error={errorOf('sections')}
        />
        <Checkbox
          label="Solo para el primer pedido del cliente"
          checked={draft.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.currentTarget.checked)}
        />
        <MutationError mutation={mutation} title="No pudimos guardar el cupón" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Guardar cupón
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
