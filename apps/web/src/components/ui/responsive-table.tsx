import type { ReactNode, Ref, TableHTMLAttributes } from 'react';
import './responsive-table.css';

type ResponsiveTableProps = TableHTMLAttributes<HTMLTableElement> & {
  children: ReactNode;
  /**
   * Names the scrolling box and lets it take the focus, so that keyboard users can scroll a
   * table wider than a mid-sized screen. Without it the box is a plain container.
   */
  region?: { labelledBy: string } | { label: string };
  boxRef?: Ref<HTMLDivElement>;
  /** Only the table, for a caller that frames it in a box of its own. */
  bare?: boolean;
  'data-testid'?: string;
};

/**
 * A table on wide screens; below 768 px each body row becomes a card of lines, each line a cell
 * with its column's name (the cell's `data-label`) at the start and its value at the end, in
 * either reading direction. Nothing scrolls sideways and no value is cut: a value too long for
 * the line beside its name goes under it, and a word too long for the card wraps.
 *
 * A cell without `data-label` takes its line alone (a row's name, a checkbox); mark it
 * `card-cell-title` to lead the card, and the cell of a row's buttons `card-cell-actions`. The
 * header row is read out only, but for a header cell marked `card-head-keep` (a box that picks
 * every row), which stays in sight above the cards.
 */
export function ResponsiveTable({
  children,
  region,
  boxRef,
  bare = false,
  className,
  ...table
}: ResponsiveTableProps) {
  const element = (
    <table className={`table card-table${className ? ` ${className}` : ''}`} {...table}>
      {children}
    </table>
  );
  if (bare) return element;
  const named = region
    ? {
        tabIndex: 0,
        role: 'region',
        ...('labelledBy' in region
          ? { 'aria-labelledby': region.labelledBy }
          : { 'aria-label': region.label }),
      }
    : {};
  return (
    <div ref={boxRef} className="table-responsive" {...named}>
      {element}
    </div>
  );
}
