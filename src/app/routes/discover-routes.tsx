import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { routeErrorElement } from './public-routes';

/**
 * Events, training, courses and cart, blog, about, pricing.
 * They share one cart machine, mounted by their lazy layout (CartLayout).
 */
export const discoverRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../../features/cart/CartLayout')).CartLayout }),
    children: (
      [
        {
          path: ROUTES.webinars,
          lazy: async () => ({
            Component: (await import('../../features/events/EventsPage')).EventsPage,
          }),
        },
        {
          path: ROUTES.webinar(':id'),
          lazy: async () => ({
            Component: (await import('../../features/events/event-detail/EventDetailPage'))
              .EventDetailPage,
          }),
        },
        {
          path: ROUTES.training,
          lazy: async () => ({
            Component: (await import('../../features/training/TrainingPage')).TrainingPage,
          }),
        },
        {
          path: ROUTES.courses,
          lazy: async () => ({
            Component: (await import('../../features/courses/CoursesPage')).CoursesPage,
          }),
        },
        {
          path: ROUTES.cart,
          lazy: async () => ({
            Component: (await import('../../features/cart/CartPage')).CartPage,
          }),
        },
        {
          path: ROUTES.blog,
          lazy: async () => ({
            Component: (await import('../../features/blog/BlogPage')).BlogPage,
          }),
        },
        {
          path: ROUTES.blogPost(':id'),
          lazy: async () => ({
            Component: (await import('../../features/blog/BlogPostPage')).BlogPostPage,
          }),
        },
        {
          path: ROUTES.about,
          lazy: async () => ({
            Component: (await import('../../features/about/AboutPage')).AboutPage,
          }),
        },
        {
          path: ROUTES.pricing,
          lazy: async () => ({
            Component: (await import('../../features/pricing/PricingPage')).PricingPage,
          }),
        },
      ] satisfies RouteObject[]
    ).map((route) => ({ ...route, errorElement: routeErrorElement })),
  },
];
