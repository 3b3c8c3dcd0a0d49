import { BRAND } from '../../../config/brand';
import { Section } from '../../../components/Section/Section';
import { Spinner } from '../../../components/Spinner/Spinner';
import { Center } from './EventDetailPage.styles';

/** While the event loads: a spinner, the page marked busy. */
export function EventLoading() {
  return (
    <main aria-busy="true">
      <title>{`Memuat event | ${BRAND.name}`}</title>
      <meta name="description" content="Memuat detail event." />
      <Section>
        <Center>
          <Spinner label="Memuat detail event..." size={44} />
          <p aria-hidden="true">Memuat detail event...</p>
        </Center>
      </Section>
    </main>
  );
}
