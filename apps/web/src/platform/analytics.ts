/**
 * The one place page views are reported. In development they go to the console; a hosted
 * analytics provider plugs in here; none is configured yet, so production reports nowhere.
 */
export function trackPageView(title: string, path: string) {
  if (import.meta.env.DEV) console.info(`[analytics] page view: ${title} (${path})`);
}
