import { type PaymentMethod, paymentMethodLabels } from '@backoffice/shared/order-constants';
import type { StorefrontCompany, StorefrontOrderBody } from '@backoffice/shared/storefront';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { cartBody } from '../cart/cart.ts';
import { useCart } from '../cart/use-cart.ts';
import { AddressSearch } from '../checkout/address-search.tsx';
import { attemptKey, forgetAttempt } from '../checkout/attempt-key.ts';
import { checkoutErrorMessage } from '../checkout/checkout-errors.ts';
import {
  type CheckoutField,
  type CheckoutPlace,
  type CheckoutValues,
  checkoutFields,
  checkoutValues,
  fieldOfError,
  firstInvalid,
  validateCheckout,
} from '../checkout/checkout-form.ts';
import { CouponField } from '../checkout/coupon-field.tsx';
import { readCustomerDetails, saveCustomerDetails } from '../checkout/customer-details.ts';
import { readMapSettings } from '../checkout/map-settings.ts';
import { MinimumNotice } from '../checkout/minimum-notice.tsx';
import type { LatLng } from '../checkout/pin-map.tsx';
import { isPostalCode, PostalCodeField } from '../checkout/postal-code-field.tsx';
import { QuoteSummary } from '../checkout/quote-summary.tsx';
import { useQuote } from '../checkout/use-quote.ts';
import { WhenField } from '../checkout/when-field.tsx';
import { Failure, Loading, ShopNotFound } from '../components/states.tsx';
import { postOrder } from '../lib/api.ts';
import { formatMoney, setTitle } from '../lib/format.ts';
import { navigate, paths } from '../lib/router.ts';
import { forgetCompany, useCompany } from '../lib/use-company.ts';
import { rememberPlaced } from '../tracking/placed-orders.ts';
import { rememberOrder } from '../tracking/recent-orders.ts';

const PinMap = lazy(() => import('../checkout/pin-map.tsx').then((module) => ({ default: module.PinMap })));

export const CheckoutPage = ({ slug }: { slug: string }) => {
  const { resource, reload } = useCompany(slug);
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') {
    if (resource.error.status === 404) return <ShopNotFound />;
    return <Failure error={resource.error} onRetry={reload} />;
  }
  return <Checkout company={resource.data} />;
};

/** What the checkout asks the server: the page's are the API's; a component test passes its own. */
export type CheckoutServices = { place: typeof postOrder; useQuote: typeof useQuote };
const apiServices: CheckoutServices = { place: postOrder, useQuote };

export const Checkout = ({
  company,
  services = apiServices,
}: {
  company: StorefrontCompany;
  services?: CheckoutServices;
}) => {
  const { place } = services;
  const [cart, dispatch] = useCart(company.slug);
  const saved = useMemo(readCustomerDetails, []);
  const form = useForm<CheckoutValues>({ initialValues: checkoutValues(saved, company.paymentMethods) });
  const { customer, type, postalCode, colonia, payment, notes, scheduledFor } = form.values;
  const [coupon, setCoupon] = useState<string | null>(null);
  const shop = useMemo(
    () => (company.lat !== null && company.lng !== null ? { lat: company.lat, lng: company.lng } : null),
    [company.lat, company.lng],
  );
  const [pin, setPin] = useState<LatLng | null>(shop);
  const [pinMoved, setPinMoved] = useState(false);
  const [pinFocus, setPinFocus] = useState(0);
  const mapSettings = useMemo(readMapSettings, []);
  const geocoder = mapSettings.geocoder;
  const [mapOpen, setMapOpen] = useState(false);
  const errors = form.errors;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const formId = useId();
  const money = (cents: number) => formatMoney(cents, company.currency);
  const asksPin = type === 'delivery' && company.hasZones;
  /** The zones list postal codes or colonias: they price a delivery without a pin (decision 045). */
  const byArea = asksPin && company.postalCodeZones;
  /** No tiles and no geocoder: a pin would be placed blind, so the postal code is asked instead (the map on demand). */
  const postalFirst = byArea && !mapSettings.tileUrl && !geocoder;
  const postalCodeValid = isPostalCode(postalCode);
  const checkoutPlace: CheckoutPlace = { asksPin, byArea, postalFirst, mapOpen, pinMoved, geocoder };
  const areaGiven = byArea && (postalCodeValid || colonia !== '');
  const showMap = asksPin && (!postalFirst || mapOpen || pinMoved);
  /** Until the customer placed the pin, no zone is known: neither its fee nor its minimum may block or show. */
  const located = !asksPin || pinMoved || areaGiven;
  const area =
    type === 'delivery'
      ? { ...(postalCodeValid ? { postalCode: postalCode.trim() } : {}), ...(colonia ? { colonia } : {}) }
      : {};

  useEffect(() => setTitle(`Confirmar pedido · ${company.name}`), [company.name]);

  const items = cartBody(cart);
  const quoteBody =
    cart.lines.length === 0
      ? null
      : {
          ...items,
          type,
          ...(asksPin && pinMoved && pin ? { location: { lat: pin.lat, lng: pin.lng } } : {}),
          ...(byArea ? area : {}),
          ...(coupon ? { coupon } : {}),
        };
  const { quote, current, loading, error: quoteError, retry } = services.useQuote(company.slug, quoteBody);

  if (cart.lines.length === 0) {
    return (
      <main className="page narrow">
        <div className="state-box">
          <h1 className="state-title">Tu carrito está vacío</h1>
          <p>Elige algo del menú para hacer tu pedido.</p>
          <a className="button primary" href={paths.company(company.slug)}>
            Ver el menú
          </a>
        </div>
      </main>
    );
  }

  const blocked =
    !company.canOrder || (located && (quote?.outOfZone === true || (quote !== null && quote.missingForMinimum > 0)));

  const focusField = (field: CheckoutField | undefined) => {
    if (field) document.getElementById(`${formId}-${checkoutFields[field]}`)?.focus();
  };

  const submit = async () => {
    if (sendingRef.current) return;
    setFailure(null);
    // The rules of where the delivery goes depend on the screen (pin, map, postal code): read at submit.
    const found = validateCheckout(checkoutPlace)(form.values);
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(firstInvalid(found));
      return;
    }
    if (blocked || !current) return;
    const body: StorefrontOrderBody = {
      ...items,
      type,
      ...(asksPin && pinMoved && pin ? { location: pin } : {}),
      ...area,
      customer: {
        name: customer.name.trim(),
        phone: customer.phone.trim(),
        address: type === 'delivery' ? customer.address.trim() : '',
        ...(type === 'delivery' && customer.reference.trim() ? { reference: customer.reference.trim() } : {}),
      },
      payment: payment as PaymentMethod,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      // Only a code the quote accepted; a refused one is not sent again.
      ...(quote?.coupon ? { coupon: quote.coupon } : {}),
      ...(scheduledFor ? { scheduledFor } : {}),
    };
    const serialised = JSON.stringify(body);
    const key = attemptKey(company.slug, serialised);
    sendingRef.current = true;
    setSending(true);
    saveCustomerDetails({
      name: customer.name.trim(),
      phone: customer.phone.trim(),
      address: customer.address.trim(),
      reference: customer.reference.trim(),
      postalCode: postalCodeValid ? postalCode.trim() : '',
    });
    try {
      const placed = await place(company.slug, body, key);
      forgetAttempt(company.slug);
      forgetCompany(company.slug);
      rememberPlaced(placed.token, placed.order);
      rememberOrder(company.slug, { token: placed.token, number: placed.order.number, at: placed.order.createdAt });
      dispatch({ type: 'clear' });
      navigate(paths.tracking(company.slug, placed.token), { replace: true });
    } catch (error) {
      const failed = error instanceof ApiError ? error : new ApiError(0, 'network_error', '');
      const refused = fieldOfError(failed);
      if (refused) {
        form.setErrors({ [refused.field]: refused.message });
        focusField(refused.field);
      } else setFailure(checkoutErrorMessage(failed));
      // The shop may have closed or run out of something meanwhile: price again with what is true now.
      if (failed.status === 409 || failed.status === 422) retry();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const field = (path: CheckoutField) => ({
    id: `${formId}-${checkoutFields[path]}`,
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${formId}-${checkoutFields[path]}-error` : undefined,
  });
  const fieldError = (path: CheckoutField) =>
    errors[path] ? (
      <p className="field-error" id={`${formId}-${checkoutFields[path]}-error`}>
        {errors[path]}
      </p>
    ) : null;
  const errorOf = (path: CheckoutField) => (errors[path] ? String(errors[path]) : undefined);
  const clearPlaceErrors = () => {
    form.clearFieldError('postalCode');
    form.clearFieldError('location');
  };

  return (
    <main className="page narrow">
      <p>
        <a href={paths.company(company.slug)} className="back-link">
          ← Volver al menú de {company.name}
        </a>
      </p>
      <h1>Confirma tu pedido</h1>
      {!company.canOrder ? (
        <p className="notice warning" role="status">
          Por ahora la tienda no recibe pedidos: {company.openState.label}.
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className="card">
          <h2>Tus datos</h2>
          <label className="field" htmlFor={`${formId}-name`}>
            <span className="field-label">Nombre</span>
          </label>
          <input
            {...field('customer.name')}
            autoComplete="name"
            maxLength={120}
            value={customer.name}
            onChange={(event) => form.setFieldValue('customer.name', event.target.value)}
          />
          {fieldError('customer.name')}
          <label className="field" htmlFor={`${formId}-phone`}>
            <span className="field-label">Celular (10 dígitos)</span>
          </label>
          <input
            {...field('customer.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={30}
            value={customer.phone}
            onChange={(event) => form.setFieldValue('customer.phone', event.target.value)}
          />
          {fieldError('customer.phone')}
        </section>

        <section className="card">
          <h2>Entrega</h2>
          <fieldset className="choices">
            <legend className="visually-hidden">¿Cómo lo quieres?</legend>
            {(['delivery', 'pickup'] as const).map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={`${formId}-type`}
                  checked={type === option}
                  onChange={() => form.setFieldValue('type', option)}
                />
                <span>{option === 'delivery' ? 'A domicilio' : 'Paso a recoger'}</span>
              </label>
            ))}
          </fieldset>
          {type === 'pickup' ? (
            <p className="muted">Recógelo en {company.address}.</p>
          ) : (
            <>
              <AddressSearch
                inputProps={field('customer.address')}
                value={customer.address}
                onChange={(value) => form.setFieldValue('customer.address', value)}
                locates={asksPin}
                geocoder={geocoder}
                near={shop}
                city={company.city}
                onPlace={(at) => {
                  setPin(at);
                  setPinMoved(true);
                  setPinFocus((value) => value + 1);
                  form.clearFieldError('location');
                }}
                guideId={`${formId}-pin`}
                guideError={errorOf('location')}
              />
              {fieldError('customer.address')}
              <PostalCodeField
                inputProps={field('postalCode')}
                value={postalCode}
                onChange={(value) => {
                  form.setFieldValue('postalCode', value);
                  clearPlaceErrors();
                }}
                required={postalFirst}
                colonias={byArea ? company.colonias : []}
                colonia={colonia}
                onColonia={(value) => {
                  form.setFieldValue('colonia', value);
                  clearPlaceErrors();
                }}
                error={errorOf('postalCode')}
              />
              <label className="field" htmlFor={`${formId}-reference`}>
                <span className="field-label">Referencia (opcional)</span>
              </label>
              <input
                id={`${formId}-reference`}
                maxLength={300}
                placeholder="Entre calles, color de la puerta…"
                value={customer.reference}
                onChange={(event) => form.setFieldValue('customer.reference', event.target.value)}
              />
              {asksPin && !showMap ? (
                <p className="field">
                  <button type="button" className="button subtle" onClick={() => setMapOpen(true)}>
                    Prefiero marcar en el mapa
                  </button>
                </p>
              ) : null}
              {showMap ? (
                <div className="field">
                  <p className="field-label">
                    {pinMoved
                      ? 'Arrastra el pin si no es exacto.'
                      : byArea
                        ? '¿Dónde entregamos? Escribe tu código postal, busca tu dirección o usa tu ubicación.'
                        : '¿Dónde entregamos? Busca tu dirección o usa tu ubicación.'}
                  </p>
                  <Suspense fallback={<div className="map map-loading">Cargando el mapa…</div>}>
                    <PinMap
                      start={shop}
                      value={pin ?? shop ?? { lat: 0, lng: 0 }}
                      focus={pinFocus}
                      onChange={(value) => {
                        setPin(value);
                        setPinMoved(true);
                        form.clearFieldError('location');
                      }}
                    />
                  </Suspense>
                </div>
              ) : null}
            </>
          )}
        </section>

        <section className="card">
          <h2>Pago</h2>
          <fieldset className="choices" {...(errors.payment ? { 'aria-describedby': `${formId}-payment-error` } : {})}>
            <legend className="visually-hidden">Forma de pago</legend>
            {company.paymentMethods.map((method, index) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  id={index === 0 ? `${formId}-payment` : undefined}
                  name={`${formId}-payment`}
                  checked={payment === method}
                  onChange={() => form.setFieldValue('payment', method)}
                />
                <span>{paymentMethodLabels[method]}</span>
              </label>
            ))}
          </fieldset>
          {fieldError('payment')}
          <label className="field" htmlFor={`${formId}-notes`}>
            <span className="field-label">Notas para la tienda (opcional)</span>
          </label>
          <textarea
            id={`${formId}-notes`}
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(event) => form.setFieldValue('notes', event.target.value)}
          />
        </section>

        <WhenField
          slug={company.slug}
          value={scheduledFor}
          onChange={(value) => form.setFieldValue('scheduledFor', value)}
          error={errorOf('scheduledFor')}
          inputId={`${formId}-slot`}
        />

        <CouponField applied={coupon} onApply={setCoupon} quote={quote} current={current} currency={company.currency} />

        <QuoteSummary
          quote={quote}
          current={current}
          loading={loading}
          error={quoteError}
          onRetry={retry}
          type={type}
          located={located}
          byArea={areaGiven && !pinMoved}
          currency={company.currency}
        />

        {failure ? (
          <p className="notice error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="submit-bar">
          <MinimumNotice quote={located ? quote : null} currency={company.currency} />
          <button
            type="submit"
            className="button primary block"
            disabled={sending || blocked || !current}
            aria-busy={sending}
          >
            {sending
              ? 'Enviando tu pedido…'
              : current && quote && !located
                ? 'Hacer pedido'
                : current && quote
                  ? `Hacer pedido · ${money(quote.total)}`
                  : quoteError
                    ? 'Revisa tu pedido'
                    : 'Calculando el total…'}
          </button>
        </div>
      </form>
    </main>
  );
};
