import { CalendarCard } from './calendar-card';
import { HolidaysCard } from './holidays-card';
import { PoliciesCard } from './policies-card';

/** Service levels (admin): the working calendar, the holidays and the policies. */
export function SlaTab() {
  return (
    <div className="row g-4" data-testid="sla-tab">
      <div className="col-12">
        <CalendarCard />
      </div>
      <div className="col-12">
        <HolidaysCard />
      </div>
      <div className="col-12">
        <PoliciesCard />
      </div>
    </div>
  );
}
