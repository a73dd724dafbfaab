import { geoLink, mapsLink, telLink } from '../lib/links.ts';

type Place = { name: string | null; address: string; lat: number | null; lng: number | null };

/** Where to go: the address, one tap to the phone's map app (geo: or Google Maps), one tap to call. */
export const PlaceCard = ({
  title,
  place,
  person,
  phone,
  callLabel,
}: {
  title: string;
  place: Place;
  person?: string | null;
  phone: string | null;
  callLabel: string;
}) => {
  const tel = telLink(phone);
  return (
    <section className="card stack" aria-label={title}>
      <h2>{title}</h2>
      {place.name || person ? <p className="big">{person ?? place.name}</p> : null}
      <p>{place.address}</p>
      <div className="links">
        <a className="button" href={geoLink(place)}>
          Navegar
        </a>
        <a className="button" href={mapsLink(place)} target="_blank" rel="noreferrer">
          Google Maps
        </a>
        {tel ? (
          <a className="button" href={tel}>
            {callLabel}
          </a>
        ) : null}
      </div>
    </section>
  );
};
