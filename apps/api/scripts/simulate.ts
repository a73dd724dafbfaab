import { randomUUID } from 'node:crypto';
import type { Errand, Order } from '@backoffice/shared';
import { browseAds, CLICK_CHANCE } from './simulator/ads.ts';
import { ApiError, type Catalogue, loadCatalogue, placeWithKey, type Session, signIn } from './simulator/api.ts';
import { randomErrand } from './simulator/errands.ts';
import { HELP, readOptions, type SimOptions, UsageError } from './simulator/options.ts';
import { randomOrder } from './simulator/orders.ts';
import { chance, jittered, pick } from './simulator/random.ts';
import { errandLine, errorLine, orderLine } from './simulator/report.ts';

/**
 * npm run simulate: places realistic orders and errands against a running instance through the
 * public intake with a channel key, at a chosen rate, so that a person can watch the alerts.
 */

const CATALOGUE_REFRESH_MS = 120_000;

type Shop = { catalogue: Catalogue; loadedAt: number };

const tally = { orders: 0, errands: 0, failures: 0, impressions: 0, clicks: 0, adReportsRefused: 0 };
let stopping = false;
let wake: (() => void) | undefined;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

const loadShops = async (options: SimOptions, session: Session, ids: string[]) => {
  const shops: Shop[] = [];
  for (const id of ids) {
    try {
      shops.push({ catalogue: await loadCatalogue(options.url, session, id), loadedAt: Date.now() });
    } catch (error) {
      console.error(errorLine('Leer el menú', id, error));
    }
  }
  return shops;
};

const refreshIfStale = async (options: SimOptions, session: Session, shop: Shop, force = false) => {
  if (!force && Date.now() - shop.loadedAt < CATALOGUE_REFRESH_MS) return;
  try {
    shop.catalogue = await loadCatalogue(options.url, session, shop.catalogue.company.id);
    shop.loadedAt = Date.now();
  } catch (error) {
    console.error(errorLine('Actualizar el menú', shop.catalogue.company.name, error));
  }
};

/** A customer opening the app before ordering sees the city's active ads (impressions, and now and then a click). */
const seeAds = async (options: SimOptions, shop: Shop) => {
  const { city, state } = shop.catalogue.company;
  try {
    const { shown, clicked, refused } = await browseAds(options.url, options.key, { city, state }, () =>
      chance(CLICK_CHANCE),
    );
    tally.impressions += shown.length;
    tally.clicks += clicked.length;
    tally.adReportsRefused += refused;
  } catch (error) {
    console.error(errorLine('Anuncios', city, error));
  }
};

/** One order or errand; returns false when the company should leave the rotation (the key cannot reach it). */
const placeOne = async (options: SimOptions, session: Session, shop: Shop) => {
  await refreshIfStale(options, session, shop);
  const { company } = shop.catalogue;
  const asErrand = chance(options.errands);
  const what = asErrand ? 'Mandado' : 'Pedido';
  try {
    if (asErrand) {
      const { body } = await placeWithKey<Errand>(
        options.url,
        '/api/errands',
        options.key,
        randomErrand(shop.catalogue),
        randomUUID(),
      );
      tally.errands++;
      console.log(errandLine(body, company.name, company.currency));
      return true;
    }
    const intake = randomOrder(shop.catalogue);
    if (!intake) {
      tally.failures++;
      console.error(errorLine(what, company.name, new Error('no hay productos disponibles en el menú')));
      await refreshIfStale(options, session, shop, true);
      return true;
    }
    const { body, retried } = await placeWithKey<Order>(options.url, '/api/orders', options.key, intake, randomUUID());
    tally.orders++;
    console.log(orderLine(body, company.name, company.currency, retried));
    return true;
  } catch (error) {
    tally.failures++;
    console.error(errorLine(what, company.name, error));
    if (error instanceof ApiError && error.code === 'product_unavailable')
      await refreshIfStale(options, session, shop, true);
    if (error instanceof ApiError && error.status === 401) {
      console.error('  La clave de canal no es válida o fue revocada; paro el simulador.');
      stopping = true;
    }
    return !(error instanceof ApiError && error.status === 404 && error.code === 'not_found');
  }
};

const run = async (options: SimOptions) => {
  console.log(`Simulador de pedidos → ${options.url}`);
  const signed = await signIn(options.url, options.email, options.password).catch((error: unknown) => {
    console.error(errorLine('Iniciar sesión', options.email, error));
    throw new UsageError(
      'Sin sesión no puedo leer los menús: revisa --email y --password (y que la instancia esté en marcha).',
    );
  });
  const ids = options.companies.length > 0 ? options.companies : signed.companyIds;
  const shops = await loadShops(options, signed.session, ids);
  if (shops.length === 0) throw new UsageError('No hay comercios con menú a los que enviar pedidos.');
  for (const { catalogue } of shops) {
    const { company, products, promos } = catalogue;
    const state = company.openNow ? 'abierto' : 'CERRADO ahora: sus pedidos serán rechazados';
    console.log(
      `  ${company.name} (${company.id}): ${plural(products.length, 'producto', 'productos')}, ${plural(promos.length, 'promoción', 'promociones')}, ${state}`,
    );
  }
  const limit = options.count === undefined ? 'sin límite (Ctrl+C para parar)' : `${options.count} envíos`;
  console.log(`  Ritmo: ${options.rate} por minuto, ${Math.round(options.errands * 100)} % mandados, ${limit}.\n`);

  const meanMs = 60_000 / options.rate;
  let attempts = 0;
  while (!stopping && shops.length > 0 && (options.count === undefined || attempts < options.count)) {
    const started = Date.now();
    const shop = pick(shops);
    attempts++;
    await seeAds(options, shop);
    if (!(await placeOne(options, signed.session, shop))) {
      shops.splice(shops.indexOf(shop), 1);
      console.error(`  La clave de canal no alcanza a ${shop.catalogue.company.name}; lo quito de la lista.`);
    }
    if (stopping || (options.count !== undefined && attempts >= options.count)) break;
    await sleep(Math.max(0, jittered(meanMs) - (Date.now() - started)));
  }
};

const summary = () =>
  `\nFin: ${plural(tally.orders, 'pedido', 'pedidos')} y ${plural(tally.errands, 'mandado', 'mandados')} colocados, ${tally.failures} con error; ${plural(tally.impressions, 'anuncio mostrado', 'anuncios mostrados')}, ${plural(tally.clicks, 'clic', 'clics')}${tally.adReportsRefused > 0 ? ` (${plural(tally.adReportsRefused, 'informe rechazado', 'informes rechazados')} por el límite por minuto)` : ''}.`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

process.on('SIGINT', () => {
  if (stopping) process.exit(130);
  stopping = true;
  console.log('\nDeteniendo… (Ctrl+C otra vez para salir ya)');
  wake?.();
});

try {
  const options = readOptions(process.argv.slice(2));
  if (!options) {
    console.log(HELP);
  } else {
    await run(options);
    console.log(summary());
    process.exitCode = tally.failures > 0 && tally.orders + tally.errands === 0 ? 1 : 0;
  }
} catch (error) {
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`\n${error.message}\n\nnpm run simulate -- --help para ver las opciones.`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
