import { BRAND } from '../../../config/brand';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { Section } from '../../../components/Section/Section';
import { FreeKickCounts } from './FreeKickCounts';
import { FreeKickResults } from './FreeKickResults';
import { FreeKickSearch } from './FreeKickSearch';
import { FreeKickTopics } from './FreeKickTopics';
import { CountsSide, Layout, Panel, Side } from './FreeKickPage.styles';
import { useFreeKickList } from './use-free-kick-list';
import { SavedAtMark, useSavedAt } from '../../../shell/offline';
import styled from 'styled-components';

const Saved = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/**
 * The Free Kick article list: one page of cards at a time ("Muat lagi"), a server-side
 * search on title, category or author, and the counts. The URL carries the search
 * (`?q=`) and the pages shown (`?halaman=`), so a link opens the same list.
 */
export function FreeKickList() {
  const { state, send, typed, search } = useFreeKickList();
  const { items, total, stats } = state.context;
  // Offline: the first page as last fetched (the page's own copy, or the API's), marked with when.
  const savedAt = useSavedAt('/articles', { fromPage: true });

  return (
    <main>
      <title>{`Free Kick: artikel teknik & taktik futsal | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Free Kick: artikel taktik, teknik, kondisi fisik dan pembinaan dari pelatih futsal Indonesia."
      />
      <PageHeader
        eyebrow="Free Kick"
        title="Artikel untuk pelatih futsal"
        lead="Taktik, penjaga gawang, bola mati, kondisi fisik dan pembinaan usia muda: ditulis pelatih, untuk pelatih."
      />
      <Section>
        {savedAt && (
          <Saved>
            <SavedAtMark at={savedAt} />
          </Saved>
        )}
        <Layout>
          <Side aria-label="Penelusuran Free Kick">
            <FreeKickSearch value={typed} onSearch={search} />
          </Side>
          <FreeKickResults state={state} send={send} />
          <CountsSide aria-label="Ringkasan Free Kick">
            <Panel>
              <h2>Ringkasan</h2>
              <FreeKickCounts
                stats={stats}
                total={total}
                shown={items.length}
                busy={state.hasTag('busy')}
                countsUnknown={state.hasTag('countsUnknown')}
                countsBusy={state.hasTag('countsBusy')}
                onRetry={() => send({ type: 'retry' })}
              />
            </Panel>
          </CountsSide>
          <FreeKickTopics />
        </Layout>
      </Section>
    </main>
  );
}
