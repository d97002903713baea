/** @jsxImportSource @emotion/react */
import { useT } from '../root/useT';
import { AccordionSection, useAccordion } from '../ui/Accordion';
import { LinkList, type ColumnsProps } from './FooterLinks';
import * as s from './styles';

const SECTION_STYLES = { button: s.accordionButton, panel: s.accordionPanel };

/**
 * Phones (768 px or less): each column, then each coin list, is a disclosure; one open at a time,
 * and clicking the open one closes it (site-chrome.md §4). A lazy part of the footer's content, so
 * a desktop visitor never loads the accordion.
 */
export default function FooterAccordion({ columns, onIntercept }: ColumnsProps) {
  const { t } = useT();
  const [openId, toggle] = useAccordion();
  return (
    <>
      {columns.map((column) => (
        <div key={column.id} css={s.accordionSection}>
          <AccordionSection label={t(column.label)} open={openId === column.id} onToggle={() => toggle(column.id)} heading={2}
            styles={SECTION_STYLES}>
            <LinkList column={column} onIntercept={onIntercept} />
          </AccordionSection>
        </div>
      ))}
    </>
  );
}
