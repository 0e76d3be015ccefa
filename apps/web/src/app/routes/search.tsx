import { SearchPage } from "../../features/search/components/search-page";

/** /search: smart search with the knowledge graph; the search lives in the URL. */
function SearchRoute() {
  return <SearchPage />;
}

export { SearchRoute as Component };
