import { BOOT_FACTS_ELEMENT_ID, type BootFacts } from '@coffer/contract';

/**
 * The app's index.html with the boot facts in its head. `<` is escaped so no value can close the
 * script element.
 */
export function withBootFacts(indexHtml: string, facts: BootFacts): string {
  const json = JSON.stringify(facts).replace(/</g, '\\u003c');
  const element = `<script id="${BOOT_FACTS_ELEMENT_ID}" type="application/json">${json}</script>`;
  return indexHtml.replace('</head>', `${element}</head>`);
}
