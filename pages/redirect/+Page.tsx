import { usePageData, useShellText } from '../../components/PageDataContext';
import type { Data } from './+data';

/** Shown only by static hosts that ignore _redirects, for an instant: the meta refresh and a script move on. */
export default function Page() {
  const { target } = usePageData<Data>();
  const text = useShellText();
  return (
    <main>
      <p>
        {text.movedToPage} <a href={target}>{target}</a>.
      </p>
      <script src="/scripts/redirect.js" data-target={target} />
    </main>
  );
}
