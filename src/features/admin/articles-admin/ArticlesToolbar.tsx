import { useId } from 'react';
import type { SortOrder } from '../article-list.machine';
import { Toolbar } from './ArticlesAdminPage.styles';

/** The search (title, category or author) and the date order. */
export function ArticlesToolbar({
  query,
  sort,
  onSearch,
  onSort,
}: {
  query: string;
  sort: SortOrder;
  onSearch: (query: string) => void;
  onSort: (sort: SortOrder) => void;
}) {
  const searchId = useId();
  const sortId = useId();
  return (
    <Toolbar role="search">
      <div>
        <label htmlFor={searchId}>Cari artikel</label>
        <input
          id={searchId}
          type="search"
          placeholder="Judul, kategori atau penulis"
          value={query}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={sortId}>Urutkan tanggal</label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as SortOrder)}>
          <option value="newest">Terbaru dulu</option>
          <option value="oldest">Terlama dulu</option>
        </select>
      </div>
    </Toolbar>
  );
}
