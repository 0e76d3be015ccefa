/**
 * Built-in coordinates of countries (a central point of each), tried before
 * any outside geocoder and used when it fails. Names and common aliases are
 * matched case-insensitively and without accents.
 */
interface Country {
  name: string;
  lat: number;
  lng: number;
  aliases?: readonly string[];
}

const COUNTRIES: readonly Country[] = [
  { name: "Argentina", lat: -38.416097, lng: -63.616672 },
  { name: "Australia", lat: -25.274398, lng: 133.775136 },
  { name: "Austria", lat: 47.516231, lng: 14.550072, aliases: ["Österreich"] },
  { name: "Bangladesh", lat: 23.684994, lng: 90.356331 },
  { name: "Belgium", lat: 50.503887, lng: 4.469936, aliases: ["België", "Belgique"] },
  { name: "Bhutan", lat: 27.514162, lng: 90.433601 },
  { name: "Bolivia", lat: -16.290154, lng: -63.588653 },
  { name: "Brazil", lat: -14.235004, lng: -51.92528, aliases: ["Brasil"] },
  { name: "Burkina Faso", lat: 12.238333, lng: -1.561593 },
  { name: "Cambodia", lat: 12.565679, lng: 104.990963 },
  { name: "Cameroon", lat: 7.369722, lng: 12.354722 },
  { name: "Canada", lat: 56.130366, lng: -106.346771 },
  { name: "Chile", lat: -35.675147, lng: -71.542969 },
  { name: "China", lat: 35.86166, lng: 104.195397, aliases: ["People's Republic of China", "PRC"] },
  { name: "Colombia", lat: 4.570868, lng: -74.297333 },
  { name: "Costa Rica", lat: 9.748917, lng: -83.753428 },
  { name: "Denmark", lat: 56.26392, lng: 9.501785, aliases: ["Danmark"] },
  { name: "Ecuador", lat: -1.831239, lng: -78.183406 },
  { name: "Egypt", lat: 26.820553, lng: 30.802498 },
  { name: "Ethiopia", lat: 9.145, lng: 40.489673 },
  { name: "Fiji", lat: -17.713371, lng: 178.065032 },
  { name: "Finland", lat: 61.92411, lng: 25.748151, aliases: ["Suomi"] },
  { name: "France", lat: 46.227638, lng: 2.213749 },
  { name: "Germany", lat: 51.165691, lng: 10.451526, aliases: ["Deutschland"] },
  { name: "Ghana", lat: 7.946527, lng: -1.023194 },
  { name: "Greece", lat: 39.074208, lng: 21.824312, aliases: ["Hellas"] },
  { name: "Guatemala", lat: 15.783471, lng: -90.230759 },
  { name: "Honduras", lat: 15.199999, lng: -86.241905 },
  { name: "Iceland", lat: 64.963051, lng: -19.020835, aliases: ["Ísland"] },
  { name: "India", lat: 20.593684, lng: 78.96288, aliases: ["Bharat"] },
  { name: "Indonesia", lat: -0.789275, lng: 113.921327 },
  { name: "Ireland", lat: 53.41291, lng: -8.24389, aliases: ["Republic of Ireland", "Éire"] },
  { name: "Italy", lat: 41.87194, lng: 12.56738, aliases: ["Italia"] },
  { name: "Japan", lat: 36.204824, lng: 138.252924, aliases: ["Nippon"] },
  { name: "Kenya", lat: -0.023559, lng: 37.906193 },
  { name: "Laos", lat: 19.85627, lng: 102.495496, aliases: ["Lao PDR", "Lao"] },
  { name: "Madagascar", lat: -18.766947, lng: 46.869107 },
  { name: "Malawi", lat: -13.254308, lng: 34.301525 },
  { name: "Malaysia", lat: 4.210484, lng: 101.975766 },
  { name: "Mali", lat: 17.570692, lng: -3.996166 },
  { name: "Mexico", lat: 23.634501, lng: -102.552784, aliases: ["México", "Mexique"] },
  { name: "Mongolia", lat: 46.862496, lng: 103.846656 },
  { name: "Morocco", lat: 31.791702, lng: -7.09262, aliases: ["Maroc"] },
  { name: "Mozambique", lat: -18.665695, lng: 35.529562, aliases: ["Moçambique"] },
  { name: "Myanmar", lat: 21.913965, lng: 95.956223, aliases: ["Burma"] },
  { name: "Nepal", lat: 28.394857, lng: 84.124008 },
  {
    name: "Netherlands",
    lat: 52.132633,
    lng: 5.291266,
    aliases: ["The Netherlands", "Holland", "Nederland"],
  },
  { name: "New Zealand", lat: -40.900557, lng: 174.885971, aliases: ["Aotearoa", "NZ"] },
  { name: "Nicaragua", lat: 12.865416, lng: -85.207229 },
  { name: "Niger", lat: 17.607789, lng: 8.081666 },
  { name: "Nigeria", lat: 9.081999, lng: 8.675277 },
  { name: "Norway", lat: 60.472024, lng: 8.468946, aliases: ["Norge"] },
  { name: "Pakistan", lat: 30.375321, lng: 69.345116 },
  { name: "Papua New Guinea", lat: -6.314993, lng: 143.95555, aliases: ["PNG"] },
  { name: "Peru", lat: -9.189967, lng: -75.015152, aliases: ["Perú"] },
  { name: "Philippines", lat: 12.879721, lng: 121.774017, aliases: ["Pilipinas"] },
  { name: "Poland", lat: 51.919438, lng: 19.145136, aliases: ["Polska"] },
  { name: "Portugal", lat: 39.399872, lng: -8.224454 },
  { name: "Rwanda", lat: -1.940278, lng: 29.873888 },
  { name: "Senegal", lat: 14.497401, lng: -14.452362, aliases: ["Sénégal"] },
  { name: "South Africa", lat: -30.559482, lng: 22.937506, aliases: ["RSA"] },
  {
    name: "South Korea",
    lat: 35.907757,
    lng: 127.766922,
    aliases: ["Korea", "Republic of Korea"],
  },
  { name: "Spain", lat: 40.463667, lng: -3.74922, aliases: ["España", "Espanya"] },
  { name: "Sri Lanka", lat: 7.873054, lng: 80.771797 },
  { name: "Sweden", lat: 60.128161, lng: 18.643501, aliases: ["Sverige"] },
  {
    name: "Switzerland",
    lat: 46.818188,
    lng: 8.227512,
    aliases: ["Schweiz", "Suisse", "Svizzera"],
  },
  { name: "Tanzania", lat: -6.369028, lng: 34.888822, aliases: ["United Republic of Tanzania"] },
  { name: "Thailand", lat: 15.870032, lng: 100.992541 },
  { name: "Tunisia", lat: 33.886917, lng: 9.537499 },
  { name: "Turkey", lat: 38.963745, lng: 35.243322, aliases: ["Türkiye", "Turkiye"] },
  { name: "Uganda", lat: 1.373333, lng: 32.290275 },
  {
    name: "United Kingdom",
    lat: 55.378051,
    lng: -3.435973,
    aliases: ["UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales"],
  },
  {
    name: "United States",
    lat: 37.09024,
    lng: -95.712891,
    aliases: ["USA", "U.S.A.", "US", "U.S.", "United States of America", "America"],
  },
  { name: "Vietnam", lat: 14.058324, lng: 108.277199, aliases: ["Viet Nam"] },
  { name: "Zambia", lat: -13.133897, lng: 27.849332 },
  { name: "Zimbabwe", lat: -19.015438, lng: 29.154857 },
];

/** Lower case, no accents, no dots, single spaces, no leading 'the'. */
export function normaliseName(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.']/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const INDEX = new Map<string, Country>();
for (const country of COUNTRIES) {
  for (const name of [country.name, ...(country.aliases ?? [])]) {
    INDEX.set(normaliseName(name), country);
  }
}

export const COUNTRY_COUNT = COUNTRIES.length;

/** The country whose name or alias is exactly the query. */
export function lookupCountry(query: string): { name: string; lat: number; lng: number } | null {
  const country = INDEX.get(normaliseName(query));
  return country ? { name: country.name, lat: country.lat, lng: country.lng } : null;
}

/** Fallback: the country named by the last comma-separated part ('Cusco, Peru' -> Peru). */
export function lookupCountryLoose(
  query: string,
): { name: string; lat: number; lng: number } | null {
  const parts = query.split(",").map((part) => part.trim());
  const last = parts[parts.length - 1];
  return last ? lookupCountry(last) : null;
}
