import type { ApiError } from '../../lib/api-client.ts';

/** What to tell the customer when the quote or the order is refused, by the intake's stable codes. */
export const checkoutErrorMessage = (error: ApiError) => {
  switch (error.code) {
    case 'network_error':
      return 'No hay conexión. Revisa tu internet y vuelve a intentar: tu pedido no se hará dos veces.';
    case 'company_closed':
    case 'outside_schedule':
      // The server's sentence already says why and until when ("La tienda está en pausa hasta las 18:45; …").
      return error.message;
    case 'product_unavailable':
      return `${error.message} Quítalo de tu carrito para continuar.`;
    case 'out_of_zone':
      // Refused by postal code or colonia (no pin): the server's words say to mark the map.
      return error.details && typeof error.details === 'object' && 'postalCode' in error.details
        ? `${error.message} O elige recoger en la tienda.`
        : 'Fuera de zona: no llegamos a esa dirección. Mueve el pin o elige recoger en la tienda.';
    case 'rate_limited':
      return 'Hiciste varios pedidos seguidos. Espera unos minutos e inténtalo de nuevo.';
    case 'not_found':
      return 'Esta tienda ya no recibe pedidos en línea.';
    default:
      return error.status >= 500 ? 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.' : error.message;
  }
};
