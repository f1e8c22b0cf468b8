// @ts-check
// Alias pages: go to the target at once, replacing the alias in the history.
const target = document.currentScript?.getAttribute('data-target');
if (target && target.startsWith('/')) location.replace(target + location.search + location.hash);
