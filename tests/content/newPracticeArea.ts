/** A practice area file as an editor adds it, for the tests that add one to a copy of the project. */
export const NEW_AREA = {
  file: 'content/services/wills-estates.mdx',
  slug: '/services/wills-estates',
  formValue: 'wills-estates',
  alias: '/wills',
  text: `---
slug: /services/wills-estates
title: Wills and Estates
description: Wills, powers of attorney and estate administration in Ontario, explained plainly and handled with care.
order: 99
formValue: wills-estates
aliases:
  - /wills
summary: Wills, powers of attorney and estate administration for Ontario families.
highlights:
  - Wills
  - Powers of attorney
  - Estate administration
audience:
  - Adults planning their estate
---

<Section heading="How We Can Help">

We prepare wills and powers of attorney and guide executors through estate administration.

</Section>
`,
};
