import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { lazyPage } from './lazy-page';
import { routeErrorElement } from './public-routes';

/**
 * Events, training, courses and cart, blog, about, pricing.
 * They share one cart machine, mounted by their lazy layout (CartLayout).
 */
export const discoverRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('../../features/cart/CartLayout'), 'CartLayout'),
    children: (
      [
        {
          path: ROUTES.webinars,
          lazy: lazyPage(() => import('../../features/events/EventsPage'), 'EventsPage'),
        },
        {
          path: ROUTES.webinar(':id'),
          lazy: lazyPage(
            () => import('../../features/events/event-detail/EventDetailPage'),
            'EventDetailPage',
          ),
        },
        {
          path: ROUTES.training,
          lazy: lazyPage(() => import('../../features/training/TrainingPage'), 'TrainingPage'),
        },
        {
          path: ROUTES.courses,
          lazy: lazyPage(() => import('../../features/courses/CoursesPage'), 'CoursesPage'),
        },
        {
          path: ROUTES.cart,
          lazy: lazyPage(() => import('../../features/cart/CartPage'), 'CartPage'),
        },
        {
          path: ROUTES.blog,
          lazy: lazyPage(() => import('../../features/blog/BlogPage'), 'BlogPage'),
        },
        {
          path: ROUTES.blogPost(':id'),
          lazy: lazyPage(() => import('../../features/blog/BlogPostPage'), 'BlogPostPage'),
        },
        {
          path: ROUTES.about,
          lazy: lazyPage(() => import('../../features/about/AboutPage'), 'AboutPage'),
        },
        {
          path: ROUTES.pricing,
          lazy: lazyPage(() => import('../../features/pricing/PricingPage'), 'PricingPage'),
        },
      ] satisfies RouteObject[]
    ).map((route) => ({ ...route, errorElement: routeErrorElement })),
  },
];
