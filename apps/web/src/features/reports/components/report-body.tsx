import { BreakdownCard } from './breakdown-card';
import { DueByEditorCard } from './due-by-editor-card';
import { DueDateCard } from './due-date-card';
import { EditorsCard } from './editors-card';
import { OverTimeCard } from './over-time-card';
import { ProcessingCard } from './processing-card';
import { ReportTotals } from './report-totals';
import type { ReportScope } from './report-scope';
import { ServiceLevelByCard, ServiceLevelCard } from './service-level-cards';
import { StatusTimeCard } from './status-time-card';

/** Every figure of the report, in the order of the page (and of the printed pages). */
export function ReportBody({ scope }: { scope: ReportScope }) {
  return (
    <>
      <ReportTotals scope={scope} />
      <div className="row g-3 report-grid">
        <div className="col-12">
          <OverTimeCard scope={scope} />
        </div>
        {(['status', 'type', 'priority', 'department'] as const).map((breakdown) => (
          <div key={breakdown} className="col-lg-6">
            <BreakdownCard scope={scope} breakdown={breakdown} />
          </div>
        ))}
        <div className="col-lg-6">
          <ProcessingCard scope={scope} />
        </div>
        <div className="col-lg-6">
          <StatusTimeCard scope={scope} />
        </div>
        <div className="col-lg-5">
          <DueDateCard scope={scope} />
        </div>
        <div className="col-lg-7">
          <DueByEditorCard scope={scope} />
        </div>
        <div className="col-lg-5">
          <ServiceLevelCard scope={scope} />
        </div>
        <div className="col-lg-7">
          <ServiceLevelByCard scope={scope} by="type" />
        </div>
        <div className="col-12">
          <ServiceLevelByCard scope={scope} by="editor" />
        </div>
        <div className="col-12">
          <EditorsCard scope={scope} />
        </div>
      </div>
    </>
  );
}
