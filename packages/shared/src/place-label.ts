/**
 * 'Svolvær, Norway' from a place name and a country, without saying the
 * country twice: a name that already is the country, or already ends with it
 * ('Svolvær, Norway' + 'Norway'), is shown as it is. Null when there is
 * neither, so a screen can leave the line out.
 */
export function placeLabel(name: string | null | undefined, country: string | null | undefined) {
  const place = (name ?? "").trim();
  const land = (country ?? "").trim();
  if (!place) return land || null;
  if (!land) return place;
  const lowerPlace = place.toLocaleLowerCase("en");
  const lowerLand = land.toLocaleLowerCase("en");
  if (lowerPlace === lowerLand) return place;
  const parts = lowerPlace.split(",").map((part) => part.trim());
  if (parts.at(-1) === lowerLand) return place;
  return `${place}, ${land}`;
}
