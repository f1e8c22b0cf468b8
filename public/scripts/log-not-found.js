// @ts-check
// The not-found page: record the address that led nowhere, for whoever looks at the console.
console.error('404 Error: User attempted to access non-existent route:', location.pathname);
