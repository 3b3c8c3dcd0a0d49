import { BRAND } from '../../../config/brand';
import { ROUTES } from '../../../config/routes';
import { DISCOVER_STRINGS } from '../../../config/strings';
import { ButtonLink } from '../../../components/Button/Button';
import { Section } from '../../../components/Section/Section';
import { Center } from './EventDetailPage.styles';

/** No event with this id: says so and links to all events. */
export function EventNotFound() {
  return (
    <main>
      <title>{`${DISCOVER_STRINGS.eventNotFound} | ${BRAND.name}`}</title>
      <meta name="description" content="Event yang Anda cari tidak ditemukan." />
      <Section>
        <Center>
          <h1>{DISCOVER_STRINGS.eventNotFound}</h1>
          <p>Event ini tidak ada atau sudah tidak tersedia.</p>
          <ButtonLink to={ROUTES.webinars}>Lihat semua event</ButtonLink>
        </Center>
      </Section>
    </main>
  );
}
