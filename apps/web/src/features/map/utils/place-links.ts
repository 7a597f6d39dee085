/**
 * Directions and share links of a shop (docs/api.md "Share links and directions"): a `geo:` link phones open in
 * their maps app, an OpenStreetMap directions link as the fallback, and the server's share link with its preview.
 */
const coord = (n: number) => String(Math.round(n * 1e6) / 1e6);

export function geoHref(lat: number, lng: number, name: string): string {
  const at = `${coord(lat)},${coord(lng)}`;
  // Brackets and commas in a name would end the label early in some maps apps.
  const label = encodeURIComponent(name.replace(/[()]/g, ' ').trim());
  return `geo:${at}?q=${at}(${label})`;
}

export function osmHref(lat: number, lng: number): string {
  const [a, b] = [coord(lat), coord(lng)];
  return `https://www.openstreetmap.org/directions?to=${a}%2C${b}#map=17/${a}/${b}`;
}

/** The link that opens the shop page for anyone, with a preview for chat apps: GET /s/shop/<id> on this server. */
export function shopShareUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}/s/shop/${id}`;
}
