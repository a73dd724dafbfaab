import type { StorefrontCity } from '@backoffice/shared/storefront';
import { useEffect } from 'react';
import { OpenState } from '../components/open-state.tsx';
import { Failure, Loading, NotFound } from '../components/states.tsx';
import { getCity } from '../lib/api.ts';
import { setTitle } from '../lib/format.ts';
import { paths } from '../lib/router.ts';
import { useResource } from '../lib/use-resource.ts';

export const CityPage = ({ slug }: { slug: string }) => {
  const { resource, reload } = useResource(`city:${slug}`, (signal) => getCity(slug, signal));
  if (resource.status === 'loading') return <Loading label="Cargando las tiendas…" />;
  if (resource.status === 'error') {
    if (resource.error.status === 404)
      return (
        <NotFound title="No encontramos esta ciudad">
          <p>Puede que la dirección esté mal escrita o que sus tiendas en línea no estén activas.</p>
        </NotFound>
      );
    return <Failure error={resource.error} onRetry={reload} />;
  }
  return <City city={resource.data} />;
};

const City = ({ city }: { city: StorefrontCity }) => {
  useEffect(() => setTitle(`Tiendas en ${city.name} · Pide en línea`), [city.name]);
  return (
    <main className="page">
      <h1>Pide en {city.name}</h1>
      {city.companies.length === 0 ? (
        <p className="empty">Todavía no hay tiendas en línea aquí. Vuelve pronto.</p>
      ) : (
        <ul className="shops">
          {city.companies.map((company) => (
            <li key={company.slug}>
              <a className="shop-card" href={paths.company(company.slug)}>
                {company.logo ? (
                  <img src={company.logo} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="logo-placeholder" aria-hidden="true">
                    {company.name.slice(0, 1)}
                  </span>
                )}
                <span className="shop-card-text">
                  <span className="item-name">
                    {company.name}
                    {company.promoted ? <span className="badge badge-promoted">Destacado</span> : null}
                  </span>
                  {company.category ? <span className="muted small">{company.category}</span> : null}
                  <OpenState label={company.openState.label} open={company.openState.kind === 'open'} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
};
