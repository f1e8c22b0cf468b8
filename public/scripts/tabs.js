// @ts-check
// Who We Are: turns each profile's two panels into WAI-ARIA tabs
// (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), one tab per panel named by the panel's
// heading. The page itself names no tab: without this script both panels show, and a checker of
// the static HTML finds no tab without its panel.
for (const container of document.querySelectorAll('[data-tabs]')) {
  const tablist = container.querySelector('[data-tablist]');
  if (!(tablist instanceof HTMLElement)) continue;
  const panels = /** @type {HTMLElement[]} */ ([...container.querySelectorAll('[data-tab-panel]')]);
  tablist.setAttribute('role', 'tablist');
  tablist.setAttribute('aria-label', tablist.dataset.tablist ?? '');
  const tabs = panels.map((panel) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${panel.id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    tab.textContent = panel.querySelector('h2, h3, h4, h5, h6')?.textContent ?? '';
    tablist.append(tab);
    return tab;
  });

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
