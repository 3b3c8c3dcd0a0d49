/** Brand and contact details used across the site. */
export const BRAND = {
  name: 'API Futsal',
  company: 'PT API Futsal Indonesia',
  tagline: 'Jaga apinya, jangan biarkan padam.',
  infoEmail: 'info@apifutsal.id',
  description:
    'Edukasi pelatih futsal dan sepak bola Indonesia: artikel teknis, webinar, pelatihan, kursus dan lisensi kepelatihan.',
  social: {
    youtube: 'https://www.youtube.com/@apifutsal',
    instagram: 'https://www.instagram.com/apifutsal',
  },
} as const;
