/** Every route path of the site, written once. */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  freekick: '/freekick',
  freekickArticle: (id: number | string) => `/freekick/${id}`,
  freekickTrainingTools: '/freekick/trainingtools',
  freekickAcademy: '/freekick/academy',
  freekickOthers: '/freekick/others',
  areaTeknis: '/areateknis',
  areaTeknisArtikel: '/areateknis/artikel',
  areaTeknisTeknik: '/areateknis/artikel/teknik',
  areaTeknisVideo: '/areateknis/video',
  areaTeknisArticle: (id: number | string) => `/areateknis/${id}`,
  webinars: '/events/webinars',
  webinar: (id: number | string) => `/events/webinars/${id}`,
  checkout: (id: number | string) => `/checkout/${id}`,
  training: '/events/training',
  trainingDetail: (id: number | string) => `/training/${id}`,
  courses: '/courses',
  cart: '/cart',
  blog: '/blog',
  blogPost: (id: number | string) => `/blog/${id}`,
  about: '/about',
  /** The articles saved for offline reading on this device. */
  saved: '/tersimpan',
  pricing: '/pricing',
  dashboard: '/dashboard',
  userDashboard: '/user/dashboard',
  portalDashboard: '/portal/dashboard',
  underConstruction: '/segera-hadir',
  legacyRedirect: '/asd',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminArticles: '/admin/artikel',
  adminArticle: (id: number | string) => `/admin/artikel/${id}`,
  adminSetting: '/admin/setting',
  // Admin sidebar links that have no screen yet (UNBUILT_ADMIN_PATHS below).
  adminUsers: '/admin/users',
  adminMaterials: '/admin/Materials',
  adminTeamData: '/admin/TeamData',
  adminPlayers: '/admin/pemain',
  adminStatistics: '/admin/statistik',
  adminSettings: '/admin/settings',
} as const;

/**
 * The admin sidebar links that have no screen of their own yet: each shows a "segera hadir"
 * panel inside the admin shell, titled with its sidebar label.
 */
export const UNBUILT_ADMIN_PATHS = [
  ROUTES.adminUsers,
  ROUTES.adminMaterials,
  ROUTES.adminTeamData,
  ROUTES.adminPlayers,
  ROUTES.adminStatistics,
  ROUTES.adminSettings,
] as const;
