/**
 * Renders every section of the page now. Sections below the first screen skip rendering until they
 * near the viewport (`content-visibility: auto` in app/globals.css, which reads this attribute):
 * what measures or judges them before then (a hash scroll, an accessibility audit) calls this
 * first. Self-contained, so a test can hand it to the browser as it is (`page.evaluate`).
 */
export function renderAllSections(): void {
  document.documentElement.dataset.renderAll = '';
}
