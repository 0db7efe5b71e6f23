import { Empty } from '../../ui/empty.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Development only: every design-system component on one page. */
export default function DevUiPage() {
  return (
    <section>
      <h1 className="page-title">UI</h1>
      <Spinner label="Loading" />
      <Empty title="Empty" description="Nothing to show" />
    </section>
  );
}
