import { EVENT_CATEGORIES, type EventCategoryFilter, type EventItem } from './events-data';

export interface EventFilters {
  category: EventCategoryFilter;
  search: string;
}

/** Reads the filters from the URL query (`?category=Sports&search=clinic`). Unknown values mean All / no search. */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const raw = params.get('category') ?? 'All';
  const category = (EVENT_CATEGORIES as readonly string[]).includes(raw)
    ? (raw as EventCategoryFilter)
    : 'All';
  return { category, search: params.get('search') ?? '' };
}

/** Writes the filters as a query; defaults are left out so the plain URL means "everything". */
export function filtersToParams({ category, search }: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (category !== 'All') params.set('category', category);
  if (search) params.set('search', search);
  return params;
}

/** Category match, then a case-insensitive search on title, description, location and category. */
export function filterEvents(
  events: readonly EventItem[],
  { category, search }: EventFilters,
): EventItem[] {
  const q = search.trim().toLocaleLowerCase('id-ID');
  return events.filter((e) => {
    if (category !== 'All' && e.category !== category) return false;
    if (!q) return true;
    return [e.title, e.description, e.location, e.category].some((field) =>
      field.toLocaleLowerCase('id-ID').includes(q),
    );
  });
}

/**
 * 'Showing N event(s) in {category} matching "{search}"'. Without a
 * search the matching part is left out: 'Showing 10 event(s) in All'.
 */
export function resultLine(count: number, { category, search }: EventFilters): string {
  const base = `Showing ${count} event(s) in ${category}`;
  return search.trim() ? `${base} matching "${search.trim()}"` : base;
}
