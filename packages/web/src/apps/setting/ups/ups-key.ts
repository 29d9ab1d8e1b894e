import { SETTING_QUERY_KEY } from '../about/use-about-facts';

/** The query of `GET /ups/info`. */
export const UPS_KEY = [...SETTING_QUERY_KEY, 'ups'];
