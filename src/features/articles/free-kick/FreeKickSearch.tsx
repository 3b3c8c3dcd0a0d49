import { Panel, SearchInput, SearchLabel } from './FreeKickPage.styles';

/** "Cari artikel": the search field, as typed. */
export function FreeKickSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Panel>
      <SearchLabel htmlFor="freekick-search">Cari artikel</SearchLabel>
      <SearchInput
        id="freekick-search"
        type="search"
        placeholder="Ketik kata kunci"
        value={value}
        onChange={(e) => onSearch(e.target.value)}
      />
    </Panel>
  );
}
