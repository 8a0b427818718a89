/** Insert-menu icons as data: URIs: self-hosted, and the editor needs nothing from the shop's server to show them. */
const icon = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#0b6e66" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  )}`;

export const icons = {
  hero: icon(
    '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="M6 10h6M6 14h4"/><circle cx="17" cy="12" r="3"/>',
  ),
  text: icon('<path d="M4 6h16M4 12h16M4 18h10"/>'),
  card: icon(
    '<rect x="5" y="2" width="14" height="20" rx="2"/><circle cx="9" cy="17" r="1"/><circle cx="12" cy="17" r="1"/><circle cx="15" cy="17" r="1"/>',
  ),
  carousel: icon('<rect x="7" y="4" width="10" height="16" rx="2"/><path d="M3 7v10M21 7v10"/>'),
  link: icon('<rect x="2" y="6" width="20" height="12" rx="2"/><path d="M15 10l2 2-2 2"/>'),
  teaser: icon('<rect x="3" y="3" width="18" height="12" rx="2"/><path d="M3 19h12"/>'),
  form: icon('<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M7 8h10M7 12h10M7 16h5"/>'),
  field: icon('<rect x="2" y="8" width="20" height="8" rx="2"/><path d="M6 12h1"/>'),
  widget: icon(
    '<rect x="3" y="3" width="7" height="7"/><rect x="14" y="3" width="7" height="7"/><rect x="3" y="14" width="7" height="7"/><rect x="14" y="14" width="7" height="7"/>',
  ),
} as const;
