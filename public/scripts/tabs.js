// @ts-check
// Who We Are: turns each profile's two panels into WAI-ARIA tabs
// (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). Without this script both panels show.
for (const container of document.querySelectorAll('[data-tabs]')) {
  const tablist = container.querySelector('[role="tablist"]');
  if (!(tablist instanceof HTMLElement)) continue;
  const tabs = /** @type {HTMLElement[]} */ ([...tablist.querySelectorAll('[role="tab"]')]);
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));

  /** @param {number} index @param {boolean} moveFocus */
  const select = (index, moveFocus) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panels[i];
      if (panel) panel.hidden = !selected;
    });
    if (moveFocus) tabs[index]?.focus();
  };

  panels.forEach((panel, i) => {
    if (!panel) return;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tabs[i]?.id ?? '');
    panel.tabIndex = 0;
  });
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[
        event.key
      ];
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
    });
  });
  tablist.hidden = false;
  container.setAttribute('data-tabs', 'ready');
  select(0, false);
}
