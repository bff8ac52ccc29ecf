// What the hotel page says about itself to search engines and link previews: the <title>, the meta
// description, the canonical address, Open Graph and schema.org `Hotel` JSON-LD (with its rating and
// the rooms on offer for the stay, in Rial). Built from the same data the page renders; the gateway only
// writes it into <head>, escaped.
import {
  AMENITY_LABELS,
  formatToman,
  HOTEL_TYPE_LABELS,
  hotelPageDescription,
  hotelPageTitle,
  imageUrl,
  type PageHead,
  pageOpenGraph,
} from '@rahi/shared-contracts';
import type { HotelPageData } from '../pages/hotel-page-data';

/** The cheapest room's customer price for one night, in Rial, among rooms with a room free. */
function cheapestNight(data: HotelPageData): number | undefined {
  const prices = data.rooms
    .filter((room) => room.freeCount > 0)
    .map((room) => Math.round(room.totalCustomerPrice / room.nights.length));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

function roomOffers(data: HotelPageData) {
  return data.rooms.map((room) => ({
    '@type': 'Offer',
    name: room.name,
    price: room.totalCustomerPrice,
    priceCurrency: 'IRR',
    availability: room.freeCount > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    validFrom: data.stay.checkin,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: room.totalCustomerPrice,
      priceCurrency: 'IRR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: data.stay.nights, unitCode: 'DAY' },
    },
    itemOffered: {
      '@type': 'HotelRoom',
      name: room.name,
      occupancy: { '@type': 'QuantitativeValue', maxValue: room.capacity },
    },
  }));
}

/**
 * The head of the hotel page at `url` (absolute; its origin makes the canonical and image addresses).
 * @example buildHead(data, 'https://rahi.ir/hotel/12/x?checkin=2026-12-01&nights=2').canonical
 * // → 'https://rahi.ir/hotel/12/hotel-darvishi'
 */
export function buildHead(data: HotelPageData, url: string): PageHead & { jsonLd: Record<string, unknown> } {
  const { hotel } = data;
  const origin = new URL(url).origin;
  const canonical = `${origin}/hotel/${hotel.id}/${encodeURIComponent(hotel.slug)}`;
  const absolute = (path: string) => new URL(path, origin).toString();
  const images = hotel.images.map((image) => absolute(imageUrl(image.url, { width: 1280, format: 'jpeg' })));
  const cheapest = cheapestNight(data);
  const title = hotelPageTitle(hotel.name, hotel.city.name);
  const description = hotelPageDescription({
    hotelName: hotel.name,
    kind: HOTEL_TYPE_LABELS[hotel.type],
    stars: hotel.stars,
    cityName: hotel.city.name,
    ...(cheapest === undefined ? {} : { fromToman: formatToman(cheapest) }),
  });
  const og = pageOpenGraph({ origin, title, description, url: canonical, image: hotel.images[0]?.url });
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': canonical,
    name: hotel.name,
    url: canonical,
    description: hotel.description,
    image: images,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      addressLocality: hotel.city.name,
      addressRegion: hotel.province,
      addressCountry: 'IR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.location.lat, longitude: hotel.location.lng },
    starRating: { '@type': 'Rating', ratingValue: hotel.stars },
    checkinTime: hotel.checkInTime,
    checkoutTime: hotel.checkOutTime,
    amenityFeature: hotel.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: AMENITY_LABELS[amenity] ?? amenity,
      value: true,
    })),
    makesOffer: roomOffers(data),
  };
  if (cheapest !== undefined)
    jsonLd.priceRange = `${cheapest}-${Math.max(...data.rooms.map((r) => r.totalCustomerPrice))} IRR`;
  // Search engines refuse an aggregateRating without reviews.
  if (hotel.reviewsCount > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: hotel.rating,
      bestRating: 5,
      worstRating: 1,
      reviewCount: hotel.reviewsCount,
    };
  }
  return { title, description, canonical, og, jsonLd };
}
