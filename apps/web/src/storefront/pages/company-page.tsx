import type { StorefrontCompany, StorefrontProduct, StorefrontPromo } from '@backoffice/shared/storefront';
import { useEffect, useState } from 'react';
import { cartCount, cartEstimate, reconcileCart } from '../cart/cart.ts';
import { CartSheet } from '../cart/cart-sheet.tsx';
import { useCart } from '../cart/use-cart.ts';
import { OpenState } from '../components/open-state.tsx';
import { Failure, Loading, ShopNotFound } from '../components/states.tsx';
import { formatMoney, setTitle } from '../lib/format.ts';
import { paths } from '../lib/router.ts';
import { useCompany } from '../lib/use-company.ts';
import { ProductSheet } from '../product/product-sheet.tsx';
import { PromoSheet } from '../product/promo-sheet.tsx';
import { RecentOrders } from '../tracking/recent-orders-links.tsx';

export const CompanyPage = ({ slug }: { slug: string }) => {
  const { resource, reload } = useCompany(slug);
  if (resource.status === 'loading') return <Loading label="Cargando el menú…" />;
  if (resource.status === 'error') {
    if (resource.error.status === 404) return <ShopNotFound />;
    return <Failure error={resource.error} onRetry={reload} />;
  }
  return <Menu company={resource.data} />;
};

const soldOutLabel = (soldOut: StorefrontProduct['soldOut']) => (soldOut === 'today' ? 'Agotado hoy' : 'Agotado');

const Menu = ({ company }: { company: StorefrontCompany }) => {
  const [cart, dispatch] = useCart(company.slug);
  const [open, setOpen] = useState<
    | { kind: 'product'; product: StorefrontProduct }
    | { kind: 'promo'; promo: StorefrontPromo }
    | { kind: 'cart' }
    | null
  >(null);
  const [dropped, setDropped] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, company.currency);

  useEffect(() => setTitle(`${company.name} · Pide en línea`), [company.name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per menu read, against the cart saved on the device
  useEffect(() => {
    const result = reconcileCart(cart, company);
    if (result.dropped > 0 || JSON.stringify(result.cart) !== JSON.stringify(cart)) {
      dispatch({ type: 'replace', cart: result.cart });
      setDropped(result.dropped);
    }
  }, [company]);

  const confirmAdded = (name: string) => {
    setOpen(null);
    setAdded(`Agregaste ${name} al carrito.`);
  };
  const count = cartCount(cart);
  const sections = company.sections.filter((section) => section.products.length > 0);

  return (
    <>
      <header className="shop-header">
        {company.cover ? <img className="cover" src={company.cover} alt="" width={800} height={300} /> : null}
        <div className="shop-title page">
          {company.logo ? <img className="logo" src={company.logo} alt="" width={64} height={64} /> : null}
          <div>
            <h1>{company.name}</h1>
            <p className="muted">{[company.category, company.address].filter(Boolean).join(' · ')}</p>
            <OpenState label={company.openState.label} open={company.canOrder} />
          </div>
        </div>
      </header>
      <main className="page with-bar">
        {company.description ? <p>{company.description}</p> : null}
        {!company.canOrder ? (
          <p className="notice warning" role="status">
            Por ahora no recibimos pedidos: {company.openState.label}. Puedes ver el menú.
          </p>
        ) : company.minimumOrder > 0 ? (
          <p className="muted small">Pedido mínimo a domicilio: {money(company.minimumOrder)}</p>
        ) : null}
        {dropped > 0 ? (
          <p className="notice warning" role="status">
            {dropped === 1
              ? 'Quitamos de tu carrito 1 producto que ya no está disponible.'
              : `Quitamos de tu carrito ${dropped} productos que ya no están disponibles.`}
          </p>
        ) : null}
        <RecentOrders slug={company.slug} />
        {sections.length > 1 || company.promos.length > 0 ? (
          <nav className="section-nav" aria-label="Secciones del menú">
            {company.promos.length > 0 ? <a href="#promociones">Promociones</a> : null}
            {sections.map((section, index) => (
              <a key={section.name} href={`#seccion-${index}`}>
                {section.name}
              </a>
            ))}
          </nav>
        ) : null}
        {sections.length === 0 && company.promos.length === 0 ? (
          <p className="empty">Este menú todavía no tiene productos.</p>
        ) : null}
        {company.promos.length > 0 ? (
          <section aria-labelledby="promociones" className="menu-section">
            <h2 id="promociones">Promociones</h2>
            <ul className="items">
              {company.promos.map((promo) => (
                <li key={promo.id}>
                  <button type="button" className="item" onClick={() => setOpen({ kind: 'promo', promo })}>
                    <span className="item-text">
                      <span className="item-name">{promo.name}</span>
                      {promo.description ? <span className="item-description">{promo.description}</span> : null}
                      <span className="item-price">{money(promo.price)}</span>
                    </span>
                    {promo.image ? <img src={promo.image} alt="" width={88} height={88} loading="lazy" /> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {sections.map((section, index) => (
          <section key={section.name} aria-labelledby={`seccion-${index}`} className="menu-section">
            <h2 id={`seccion-${index}`}>{section.name}</h2>
            <ul className="items">
              {section.products.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="item"
                    disabled={product.soldOut !== null}
                    onClick={() => setOpen({ kind: 'product', product })}
                  >
                    <span className="item-text">
                      <span className="item-name">{product.name}</span>
                      {product.description ? <span className="item-description">{product.description}</span> : null}
                      <span className="item-price">
                        {money(product.price)}
                        {product.soldOut ? (
                          <span className="badge badge-closed">{soldOutLabel(product.soldOut)}</span>
                        ) : null}
                      </span>
                    </span>
                    {product.image ? (
                      <img src={product.image} alt="" width={88} height={88} loading="lazy" decoding="async" />
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {company.citySlug ? (
          <p className="center">
            <a href={paths.city(company.citySlug)}>Ver más tiendas de la ciudad</a>
          </p>
        ) : null}
        <p className="center muted small">
          ¿Dudas? Llama a la tienda: <a href={`tel:${company.phone}`}>{company.phone}</a>
        </p>
      </main>
      <p className="visually-hidden" role="status">
        {added}
      </p>
      {count > 0 ? (
        <div className="bottom-bar">
          <button type="button" className="button primary block" onClick={() => setOpen({ kind: 'cart' })}>
            <span className="bar-count">{count}</span> Ver carrito · {money(cartEstimate(cart))}
          </button>
        </div>
      ) : null}
      {open?.kind === 'product' ? (
        <ProductSheet
          product={open.product}
          currency={company.currency}
          onClose={() => setOpen(null)}
          onAdd={({ additions, quantity, notes }) => {
            const { product } = open;
            dispatch({
              type: 'add',
              line: {
                kind: 'product',
                product: product.id,
                name: product.name,
                unitPrice: product.price + additions.reduce((sum, addition) => sum + addition.price, 0),
                quantity,
                additions,
                notes: notes.trim(),
              },
            });
            confirmAdded(product.name);
          }}
        />
      ) : null}
      {open?.kind === 'promo' ? (
        <PromoSheet
          promo={open.promo}
          currency={company.currency}
          onClose={() => setOpen(null)}
          onAdd={({ options, quantity }) => {
            const { promo } = open;
            dispatch({
              type: 'add',
              line: { kind: 'promo', promo: promo.id, name: promo.name, unitPrice: promo.price, quantity, options },
            });
            confirmAdded(promo.name);
          }}
        />
      ) : null}
      {open?.kind === 'cart' ? (
        <CartSheet
          slug={company.slug}
          cart={cart}
          currency={company.currency}
          dispatch={dispatch}
          closedReason={company.canOrder ? null : company.openState.label}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
};
