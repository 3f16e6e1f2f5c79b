import { OPTION_LISTS } from '@mutabaa/shared';
import { FieldsTable } from './fields-table';
import { OptionListCard } from './option-list';
import { TransitionMatrix } from './transition-matrix';

/** Form settings (admin): fields, the three option lists and the status transitions. */
export function FormSettingsTab() {
  return (
    <div className="d-grid gap-4 form-settings">
      <FieldsTable />
      {OPTION_LISTS.map((list) => (
        <OptionListCard key={list} list={list} />
      ))}
      <TransitionMatrix />
    </div>
  );
}
