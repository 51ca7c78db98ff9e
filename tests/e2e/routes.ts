/** Every route a visitor can land on, with the heading that shows the page has loaded. */
export const siteRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Learn how your body works/ },
  { path: '/about', heading: 'About HealthSprout' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/no-such-page', heading: '404' },
];
